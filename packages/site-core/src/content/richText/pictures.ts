import type { Locale } from '../../i18n/locales';
import type { PublishedImage } from '../../schema/content';
import {
  childrenOf,
  isObject,
  type RichTextDocument,
  type UnknownNode,
} from '../../schema/lexical';

/**
 * Pictures in a stored rich text: Payload's upload nodes (`{ type: 'upload', relationTo: 'media',
 * value }`), whose value is the media document's id as stored (or the document, read with depth).
 * The site resolves them once, when it reads the published content, so the renderer gets each
 * picture with its address, size and alt text and reads nothing itself.
 */

/** A picture as the article's text shows it: its file and copies, and the alt of the text's language. */
export interface BodyPicture {
  src: string;
  width: number;
  height: number;
  alt: string;
  variants: PublishedImage['variants'];
}

/** An upload node once resolved: its picture, or none when the file is not a picture the site has. */
export interface SerializedPictureNode {
  type: 'upload';
  relationTo?: string;
  value?: unknown;
  picture?: BodyPicture;
  version?: number;
}

const mediaIdOf = (node: UnknownNode): string | undefined => {
  if (node.type !== 'upload' || node.relationTo !== 'media') return undefined;
  const value = isObject(node.value) ? node.value.id : node.value;
  return typeof value === 'number' || (typeof value === 'string' && value)
    ? String(value)
    : undefined;
};

function eachNode(node: unknown, visit: (node: UnknownNode) => void) {
  if (!isObject(node)) return;
  visit(node);
  for (const child of childrenOf(node)) eachNode(child, visit);
}

/** The ids of the media documents a rich text shows as pictures. */
export function pictureIdsIn(document: unknown): string[] {
  const ids: string[] = [];
  if (isObject(document)) {
    eachNode(document.root, (node) => {
      const id = mediaIdOf(node);
      if (id && !ids.includes(id)) ids.push(id);
    });
  }
  return ids;
}

function resolved(
  node: unknown,
  images: ReadonlyMap<string, PublishedImage>,
  locale: Locale,
): unknown {
  if (!isObject(node)) return node;
  const id = mediaIdOf(node);
  if (id !== undefined) {
    const image = images.get(id);
    const picture: BodyPicture | undefined = image && {
      src: image.src,
      width: image.width,
      height: image.height,
      alt: image.alt[locale] ?? '',
      variants: image.variants,
    };
    // The stored document is not carried to the page: only the id and the picture.
    return { type: 'upload', relationTo: 'media', value: id, ...(picture ? { picture } : {}) };
  }
  if (!Array.isArray(node.children)) return node;
  return { ...node, children: node.children.map((child) => resolved(child, images, locale)) };
}

/** The rich text with each picture resolved from `images` in the text's language. */
export function withPictures(
  document: RichTextDocument,
  images: ReadonlyMap<string, PublishedImage>,
  locale: Locale,
): RichTextDocument {
  return { ...document, root: resolved(document.root, images, locale) as RichTextDocument['root'] };
}
