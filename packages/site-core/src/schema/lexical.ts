/**
 * The serialized Lexical editor state that Payload's rich text field stores, narrowed to the nodes
 * the public site renders. Types only: nothing here imports Lexical or Payload, so no editor code
 * reaches a public page. Stored documents may hold more (other node types, extra keys); the
 * readers in this folder skip what they do not know.
 */

/** Text format bits of a text node's `format`. */
export const TextFormat = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
} as const;
export type TextFormatName = keyof typeof TextFormat;

/** Lexical 0.50 leaves `direction` null until a direction is set explicitly. */
export type SerializedDirection = 'ltr' | 'rtl' | null;
/** Element alignment; '' when none. */
export type SerializedElementFormat =
  '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify';

interface SerializedElementBase<Type extends string, Child> {
  type: Type;
  children: Child[];
  direction: SerializedDirection;
  format: SerializedElementFormat;
  indent: number;
  version: number;
  /** Lexical persists these when an element holds no text to take them from. */
  textFormat?: number;
  textStyle?: string;
}

export interface SerializedTextNode {
  type: 'text';
  text: string;
  /** Bitmask of {@link TextFormat}. */
  format: number;
  detail: number;
  mode: 'normal' | 'token' | 'segmented';
  style: string;
  version: number;
}

export interface SerializedLineBreakNode {
  type: 'linebreak';
  version: number;
}

/** Payload's link fields; an internal link names a document (`doc`) instead of a `url`. */
export interface SerializedLinkFields {
  linkType?: 'custom' | 'internal';
  url?: string;
  newTab?: boolean;
  doc?: { relationTo: string; value: unknown } | null;
  [field: string]: unknown;
}

export interface SerializedLinkNode extends SerializedElementBase<'link', SerializedInlineNode> {
  /** Payload's LinkNode keeps the target in `fields`. */
  fields?: SerializedLinkFields;
  /** Lexical's own LinkNode keeps it at the top level. */
  url?: string;
  target?: string | null;
  rel?: string | null;
  title?: string | null;
  id?: string;
}

export interface SerializedAutoLinkNode extends Omit<SerializedLinkNode, 'type'> {
  type: 'autolink';
}

export type SerializedInlineNode =
  SerializedTextNode | SerializedLineBreakNode | SerializedLinkNode | SerializedAutoLinkNode;

export interface SerializedParagraphNode extends SerializedElementBase<
  'paragraph',
  SerializedInlineNode
> {
  textFormat: number;
  textStyle: string;
}

export type HeadingTag = 'h2' | 'h3' | 'h4';

export interface SerializedHeadingNode extends SerializedElementBase<
  'heading',
  SerializedInlineNode
> {
  tag: HeadingTag;
}

export type SerializedQuoteNode = SerializedElementBase<'quote', SerializedInlineNode>;

export interface SerializedListItemNode extends SerializedElementBase<
  'listitem',
  SerializedInlineNode | SerializedListNode
> {
  /** 1-based position in the list. */
  value: number;
  checked?: boolean;
}

export interface SerializedListNode extends SerializedElementBase<'list', SerializedListItemNode> {
  listType: 'bullet' | 'number' | 'check';
  start: number;
  tag: 'ul' | 'ol';
}

export type NoteTone = 'info' | 'warning';

/**
 * The "Note" block of the pages' editor (Payload's BlocksFeature keeps a block's fields in `fields`):
 * a boxed remark, informative or a warning, in the page's prose.
 */
export interface SerializedNoteBlockNode {
  type: 'block';
  fields: { id: string; blockName: string; blockType: 'note'; tone: NoteTone; text: string };
  format: SerializedElementFormat;
  version: number;
}

export type SerializedBlockNode =
  | SerializedParagraphNode
  | SerializedHeadingNode
  | SerializedQuoteNode
  | SerializedListNode
  | SerializedNoteBlockNode;

export type SerializedRootNode = SerializedElementBase<'root', SerializedBlockNode>;

/** A stored rich text value, as Payload keeps it in the database. */
export interface RichTextDocument {
  root: SerializedRootNode;
}

/** Any node as read from storage: a type, maybe children; nothing else is trusted. */
export interface UnknownNode {
  type?: unknown;
  children?: unknown;
  [key: string]: unknown;
}

/** The top-level nodes of a stored value, or [] when it is not a document. */
export function rootChildren(doc: unknown): UnknownNode[] {
  if (!isObject(doc) || !isObject(doc.root)) return [];
  return childrenOf(doc.root);
}

/** The object children of a node; [] when there are none or they are not a list. */
export function childrenOf(node: unknown): UnknownNode[] {
  if (!isObject(node) || !Array.isArray(node.children)) return [];
  return node.children.filter(isObject);
}

export function isObject(value: unknown): value is UnknownNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
