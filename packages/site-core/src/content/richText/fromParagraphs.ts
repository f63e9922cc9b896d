import type { Block } from '../model';
import type {
  SerializedHeadingNode,
  SerializedInlineNode,
  SerializedParagraphNode,
  RichTextDocument,
} from './lexical';

/** The text of one line, with a line break between lines; Lexical keeps no "\n" or empty text. */
function inline(text: string): SerializedInlineNode[] {
  return text.split('\n').flatMap((line, i): SerializedInlineNode[] => [
    ...(i > 0 ? [{ type: 'linebreak' as const, version: 1 }] : []),
    ...(line === ''
      ? []
      : [
          {
            type: 'text' as const,
            text: line,
            detail: 0,
            format: 0,
            mode: 'normal' as const,
            style: '',
            version: 1,
          },
        ]),
  ]);
}

function paragraph(text: string): SerializedParagraphNode {
  return {
    type: 'paragraph',
    children: inline(text),
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    textFormat: 0,
    textStyle: '',
  };
}

function heading(text: string): SerializedHeadingNode {
  return {
    type: 'heading',
    tag: 'h2',
    children: inline(text),
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
  };
}

/**
 * Today's article body (paragraphs, "## " starting a subheading) as the Lexical editor state that
 * Payload's rich text field stores, node for node as the editor itself would serialize it, so the
 * back office can be seeded from the current copy and its editor opens the result as is. No
 * paragraphs give one empty paragraph, as an empty editor holds.
 */
export function paragraphsToRichText(paragraphs: string[]): RichTextDocument {
  return {
    root: {
      type: 'root',
      children:
        paragraphs.length > 0
          ? paragraphs.map((text) =>
              text.startsWith('## ') ? heading(text.slice(3)) : paragraph(text),
            )
          : [paragraph('')],
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
    },
  };
}

/** The portfolio pages' blocks as a rich text (the seed of a brand page's sections): a list item a paragraph. */
export function blocksToRichText(blocks: Block[]): RichTextDocument {
  return paragraphsToRichText(
    blocks.flatMap((block) =>
      block.type === 'list' ? block.items.map((item) => `• ${item}`) : [block.text],
    ),
  );
}
