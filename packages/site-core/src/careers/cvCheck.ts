import { inspectCvArchive } from './cvArchive';
import { inspectCvPdf } from './cvPdf';
import { isSafeFileName, MAX_CV_BYTES, type CvKind, type CvProblem } from './cvFile';

/* The server's check of a received CV (POST /api/applications): the bytes decide. */

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The parts every Word document has, as its ZIP's directory names them. */
const wordParts = ['[Content_Types].xml', 'word/document.xml'];

/**
 * PDF: `%PDF-` at the start (what it holds is judged by `checkCv`, cvPdf.ts). DOCX: a ZIP (`PK\x03\x04`) whose directory lists `[Content_Types].xml`
 * and `word/document.xml` and that holds nothing that runs (cvArchive.ts); any other ZIP (an .xlsx,
 * an archive of executables) is refused. A legacy Word file (.doc, OLE) is not accepted at all.
 */
export function readCvType(
  bytes: Uint8Array,
): { ok: true; kind: CvKind } | { ok: false; problem: CvProblem } {
  if (startsWith(bytes, ascii('%PDF-'))) return { ok: true, kind: 'pdf' };
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { ok: false, problem: 'badType' };
  const archive = inspectCvArchive(bytes);
  if (!archive.ok) {
    return { ok: false, problem: archive.problem === 'notZip' ? 'badType' : archive.problem };
  }
  return wordParts.every((part) => archive.names.includes(part))
    ? { ok: true, kind: 'docx' }
    : { ok: false, problem: 'badType' };
}

/** The CV's type from its bytes, if it is one this site accepts. */
export function sniffCv(bytes: Uint8Array): CvKind | undefined {
  const read = readCvType(bytes);
  return read.ok ? read.kind : undefined;
}

/**
 * Checks a received upload; the bytes decide the type, and a PDF is parsed for what runs in it
 * (a DOCX was parsed part by part in `readCvType`).
 */
export async function checkCv(
  file: { name: string; size: number } | undefined,
  bytes?: Uint8Array,
): Promise<{ ok: true; kind: CvKind } | { ok: false; problem: CvProblem }> {
  if (!file) return { ok: false, problem: 'missing' };
  if (!isSafeFileName(file.name)) return { ok: false, problem: 'badName' };
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_CV_BYTES) return { ok: false, problem: 'tooLarge' };
  if (!bytes) return { ok: false, problem: 'badType' };
  const read = readCvType(bytes);
  if (!read.ok || read.kind !== 'pdf') return read;
  const problem = await inspectCvPdf(bytes);
  return problem ? { ok: false, problem } : read;
}
