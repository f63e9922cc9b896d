import type { Block } from '../../schema/content';
import { childrenOf, isObject, rootChildren, type UnknownNode } from '../../schema/lexical';

/** One block of text: a paragraph, heading, quote or list item. */
interface TextBlock {
  kind: 'paragraph' | 'heading' | 'item';
  text: string;
  /** For list items: "• " or "3. ". */
  marker?: string;
}

/** The text inside a block: text nodes, "\n" for line breaks, link texts; unknown nodes by their children. */
function inlineText(node: UnknownNode): string {
  switch (node.type) {
    case 'text':
      return typeof node.text === 'string' ? node.text : '';
    case 'linebreak':
      return '\n';
    default:
      return childrenOf(node).map(inlineText).join('');
  }
}

function listBlocks(list: UnknownNode): TextBlock[] {
  const numbered = list.listType === 'number' || list.tag === 'ol';
  const start = typeof list.start === 'number' ? list.start : 1;
  return childrenOf(list).flatMap((item, i) => {
    const nested = childrenOf(item).filter((child) => child.type === 'list');
    const own = childrenOf(item).filter((child) => child.type !== 'list');
    const text = own.map(inlineText).join('').trim();
    const marker = numbered ? `${start + i}. ` : '• ';
    return [
      ...(text ? [{ kind: 'item' as const, text, marker }] : []),
      ...nested.flatMap(listBlocks),
    ];
  });
}

function blocksOf(node: UnknownNode): TextBlock[] {
  switch (node.type) {
    case 'paragraph':
    case 'quote':
      return [{ kind: 'paragraph', text: inlineText(node) }];
    case 'heading':
      return [{ kind: 'heading', text: inlineText(node) }];
    case 'list':
      return listBlocks(node);
    case 'block': {
      // An editor block (a note): its text, if it has one.
      const text = isObject(node.fields) ? node.fields.text : undefined;
      return typeof text === 'string' ? [{ kind: 'paragraph', text }] : [];
    }
    default: {
      // An unknown block: its blocks if it holds any, else its text.
      const children = childrenOf(node);
      if (children.some((child) => isBlock(child))) return children.flatMap(blocksOf);
      return [{ kind: 'paragraph', text: inlineText(node) }];
    }
  }
}

function isBlock(node: UnknownNode): boolean {
  return ['paragraph', 'heading', 'quote', 'list'].includes(node.type as string);
}

function documentBlocks(doc: unknown): TextBlock[] {
  return rootChildren(doc)
    .flatMap(blocksOf)
    .filter((block) => block.text.trim() !== '');
}

/**
 * A rich text value in the old body convention: one string per block, a heading (of any level) as
 * "## text", each list item a paragraph of its own starting with "• " or its number ("2. ").
 * Empty blocks are left out; anything that is not a document gives [].
 */
export function richTextParagraphs(doc: unknown): string[] {
  return documentBlocks(doc).map((block) =>
    block.kind === 'heading' ? `## ${block.text}` : `${block.marker ?? ''}${block.text}`,
  );
}

/** All the text of a rich text value, blocks separated by a blank line, without markers; '' when none. */
export function richTextPlain(doc: unknown): string {
  return documentBlocks(doc)
    .map((block) => block.text)
    .join('\n\n');
}

/** A note block's fields as a prose note; an unknown tone is informative. */
function noteBlock(node: UnknownNode): Block[] {
  const fields = isObject(node.fields) ? node.fields : {};
  if (fields.blockType !== 'note' || typeof fields.text !== 'string') return [];
  const text = fields.text.trim();
  if (!text) return [];
  return [{ type: 'note', tone: fields.tone === 'warning' ? 'warning' : 'info', text }];
}

/**
 * A rich text as the prose pages' blocks: each paragraph (headings among them) and quote as one
 * block, each list as a list of its items, each "Note" block a note; empty ones left out, anything
 * not a document gives [].
 */
export function richTextBlocks(doc: unknown): Block[] {
  return rootChildren(doc).flatMap((node): Block[] => {
    if (node.type === 'list') {
      const items = listBlocks(node).map((item) => item.text);
      const ordered = node.listType === 'number' || node.tag === 'ol';
      if (!items.length) return [];
      return [ordered ? { type: 'list', items, ordered } : { type: 'list', items }];
    }
    if (node.type === 'block') return noteBlock(node);
    return blocksOf(node).flatMap(({ text }): Block[] => {
      const value = text.trim();
      if (!value) return [];
      return [{ type: node.type === 'quote' ? 'quote' : 'paragraph', text: value }];
    });
  });
}
