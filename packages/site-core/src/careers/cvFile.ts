/*
 * The CV an applicant uploads: PDF or DOCX, at most 10 MB, its type read from its first bytes and
 * its structure, never from its name or the browser's declared type (both are the sender's to
 * choose). Shared by the form, which checks size and extension for a quick answer, and the
 * endpoint, which decides (cvCheck.ts, on the server only: it reads ZIPs with node:zlib).
 */

export const MAX_CV_BYTES = 10 * 1024 * 1024;

export const cvTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type CvKind = keyof typeof cvTypes;

/** What the file input accepts; the browser's filter is a convenience, not a check. */
export const CV_ACCEPT = `.pdf,.docx,${cvTypes.pdf},${cvTypes.docx}`;

/**
 * `activeContent`: a ZIP that carries macros, programs or objects that run (cvArchive.ts);
 * `unsafeArchive`: a ZIP that is damaged, lies in its headers or unpacks to far more than a CV.
 */
export type CvProblem =
  'missing' | 'empty' | 'tooLarge' | 'badName' | 'badType' | 'activeContent' | 'unsafeArchive';

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
