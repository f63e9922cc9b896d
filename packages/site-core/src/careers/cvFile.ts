/*
 * The CV an applicant uploads: PDF or DOCX, at most 10 MB, its type read from its first bytes and
 * its structure, never from its name or the browser's declared type (both are the sender's to
 * choose). Shared by the form, which checks size and extension for a quick answer, and the
 * endpoint, which decides.
 */

export const MAX_CV_BYTES = 10 * 1024 * 1024;

export const cvTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type CvKind = keyof typeof cvTypes;

/** What the file input accepts; the browser's filter is a convenience, not a check. */
export const CV_ACCEPT = `.pdf,.docx,${cvTypes.pdf},${cvTypes.docx}`;

export type CvProblem = 'missing' | 'empty' | 'tooLarge' | 'badName' | 'badType';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Finds an ASCII string in the bytes (ZIP entry names are stored uncompressed). */
function contains(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1');
}

/**
 * PDF: `%PDF-` at the start. DOCX: a ZIP (`PK\x03\x04`) whose entries include
 * `[Content_Types].xml` and `word/document.xml`; any other ZIP (an .xlsx, an archive of
 * executables) is refused.
 */
export function sniffCv(bytes: Uint8Array): CvKind | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) &&
    contains(bytes, '[Content_Types].xml') &&
    contains(bytes, 'word/document.xml')
  ) {
    return 'docx';
  }
  return undefined;
}

/**
 * A browser sends the file's base name only; a name with a path in it (`../`, `C:\`), control
 * characters or none at all comes from something else, and is refused rather than cleaned.
 */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 200 &&
    !/[/\\]/.test(name) &&
    !name.includes('..') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(name)
  );
}

/** The name HR's mail gives the file: the visitor's base name with the extension of its real type. */
export function mailedFileName(name: string, kind: CvKind): string {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} _-]+/gu, '_')
      .trim() || 'CV';
  return `${base.slice(0, 120)}.${kind}`;
}

/** Checks a received upload; the bytes decide the type. */
export function checkCv(
  file: { name: string; size: number } | undefined,
  bytes?: Uint8Array,
): { ok: true; kind: CvKind } | { ok: false; problem: CvProblem } {
  if (!file) return { ok: false, problem: 'missing' };
  if (!isSafeFileName(file.name)) return { ok: false, problem: 'badName' };
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_CV_BYTES) return { ok: false, problem: 'tooLarge' };
  const kind = bytes && sniffCv(bytes);
  return kind ? { ok: true, kind } : { ok: false, problem: 'badType' };
}

/** The browser's first look, before upload: size and extension only (the server reads the bytes). */
export function precheckCv(
  file: { name: string; size: number } | undefined,
): CvProblem | undefined {
  if (!file) return 'missing';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_CV_BYTES) return 'tooLarge';
  if (!/\.(pdf|docx)$/i.test(file.name)) return 'badType';
  return undefined;
}
