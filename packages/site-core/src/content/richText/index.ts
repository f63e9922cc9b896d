// The stored value's types and the text conversions, for domain code (seeding, search, summaries).
// The renderer is a component and sits on the rendering layer, which a domain module may not
// import (layers.cjs), so pages import it from './richText/RichText'.
export type {
  HeadingTag,
  RichTextDocument,
  SerializedAutoLinkNode,
  SerializedBlockNode,
  SerializedHeadingNode,
  SerializedInlineNode,
  SerializedLineBreakNode,
  SerializedLinkFields,
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedNoteBlockNode,
  NoteTone,
  SerializedParagraphNode,
  SerializedQuoteNode,
  SerializedRootNode,
  SerializedTextNode,
  TextFormatName,
} from '../../schema/lexical';
export { TextFormat } from '../../schema/lexical';
export { blocksToRichText, paragraphsToRichText } from './fromParagraphs';
export { richTextBlocks, richTextParagraphs, richTextPlain } from './plainText';
export { pictureIdsIn, withPictures, type BodyPicture } from './pictures';
