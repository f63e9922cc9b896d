import type { Block } from '../../schema/content';
import type {
  NoteTone,
  RichTextDocument,
  SerializedBlockNode,
  SerializedHeadingNode,
  SerializedInlineNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedNoteBlockNode,
  SerializedParagraphNode,
  SerializedQuoteNode,
} from '../../schema/lexical';

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

function listItem(text: string, index: number): SerializedListItemNode {
  return {
    type: 'listitem',
    value: index + 1,
    children: inline(text),
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
  };
}

function list(items: string[], ordered: boolean): SerializedListNode {
  return {
    type: 'list',
    listType: ordered ? 'number' : 'bullet',
    start: 1,
    tag: ordered ? 'ol' : 'ul',
    children: items.map(listItem),
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
  };
}

function quote(text: string): SerializedQuoteNode {
  return {
    type: 'quote',
    children: inline(text),
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
  };
}

/**
 * A note as the editor's "Note" block stores it (Payload's BlocksFeature: a `block` node whose
 * fields name the block type). `id` is the block's own key, stable for the same note.
 */
function note(tone: NoteTone, text: string, id: string): SerializedNoteBlockNode {
  return {
    type: 'block',
    fields: { id, blockName: '', blockType: 'note', tone, text },
    format: '',
    version: 2,
  };
}

/**
 * Prose blocks (paragraphs, lists, quotes, notes) as the rich text the back office stores: a list a
 * list, a note the editor's "Note" block, so `richTextBlocks` gives the same blocks back. The seed of
 * the brand, department, service and legal pages' sections.
 */
export function blocksToRichText(blocks: Block[]): RichTextDocument {
  const children = blocks.map((block, index): SerializedBlockNode => {
    switch (block.type) {
      case 'paragraph':
        return paragraph(block.text);
      case 'list':
        return list(block.items, block.ordered === true);
      case 'quote':
        return quote(block.text);
      case 'note':
        return note(block.tone, block.text, noteId(block.text, index));
    }
  });
  return {
    root: {
      type: 'root',
      children: children.length ? children : [paragraph('')],
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
    },
  };
}

/** A block id like the editor's (24 hex digits), derived from the note so a reseed writes the same. */
function noteId(text: string, index: number): string {
  let hash = 0x811c9dc5;
  for (const char of `${index}:${text}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0').repeat(3);
}
