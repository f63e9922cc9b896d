/**
 * What an uploaded file is, read from its first bytes, not from its name or the browser's claim: a
 * PDF renamed `.png` was taken into Media as a picture and then refused by every photo field with
 * Payload's "This field has the following invalid selections: 8," (issue #41, item 6).
 */

/** The types the media library takes, each with the names its files may end in. */
export const mediaTypes = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
} as const satisfies Record<string, readonly string[]>;

export type MediaType = keyof typeof mediaTypes;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The media type the content is, or undefined when it is none the library takes. */
export function mediaTypeOf(bytes: Uint8Array): MediaType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  // SVG is text: an XML declaration, comments or a doctype may come before its root element.
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) {
    return 'image/svg+xml';
  }
  return undefined;
}

/** The extension of a file's name, lower case ('' without one). */
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export type FileTypeProblem =
  { kind: 'unknown'; name: string } | { kind: 'misnamed'; name: string; actual: MediaType };

/**
 * Why a file may not enter the library, or undefined when its content is one of the library's types
 * and its name says the same type (a page links and serves it under that name).
 */
export function fileTypeProblem(name: string, bytes: Uint8Array): FileTypeProblem | undefined {
  const actual = mediaTypeOf(bytes);
  if (!actual) return { kind: 'unknown', name };
  const extensions: readonly string[] = mediaTypes[actual];
  return extensions.includes(extensionOf(name)) ? undefined : { kind: 'misnamed', name, actual };
}
