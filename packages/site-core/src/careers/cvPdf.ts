import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';

/*
 * What a PDF CV may hold, read by a PDF parser (pdf-lib) rather than by searching its text: a name
 * can be written `/J#53`, and objects can sit compressed in object streams, where no text search
 * sees them. pdf-lib reads every object of the file, object streams and incremental updates
 * included, so every dictionary is judged, reachable from the catalogue or not.
 */

export type PdfProblem = 'activeContent' | 'unsafeArchive';

/** Keys that carry scripts, files inside the file, or XFA forms (whose XML holds scripts). */
const activeKeys = new Set(['JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA']);
/** Action and object kinds that run code, start programs, or open embedded or imported files. */
const activeKinds = new Set([
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'GoToE',
  'ImportData',
  'RichMediaExecute',
  'RichMedia',
]);
const kindKeys = new Set(['S', 'Type', 'Subtype']);

/** After the last `%%EOF` a reader ignores anything, so that is where a program gets appended. */
const END_OF_FILE = Buffer.from('%%EOF', 'latin1');
const whitespace = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * A name as a reader decodes it. pdf-lib decodes `#xx` in upper case only (`/#4a#53` stays `#4aS`
 * to it, but is `/JS` to Acrobat), so the escapes it left are decoded here, in either case.
 */
const nameOf = (name: PDFName) =>
  name
    .decodeText()
    .replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A document-open action is allowed only when it shows a page: a destination, or a GoTo action
 * (Word and most writers set one). Anything else runs, opens or fetches something on opening.
 */
function isPlainOpenAction(value: PDFObject | undefined, doc: PDFDocument): boolean {
  const action = value instanceof PDFRef ? doc.context.lookup(value) : value;
  if (action instanceof PDFArray) return true;
  if (!(action instanceof PDFDict)) return false;
  const kind = action.get(PDFName.of('S'));
  return kind instanceof PDFName && nameOf(kind) === 'GoTo';
}

/** Walks one object's dictionaries and arrays (references are objects of their own, judged apart). */
function carriesCode(object: PDFObject, doc: PDFDocument): boolean {
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFArray) return dict.asArray().some((item) => carriesCode(item, doc));
  if (!(dict instanceof PDFDict)) return false;
  for (const [key, value] of dict.entries()) {
    const name = nameOf(key);
    if (activeKeys.has(name)) return true;
    if (name === 'OpenAction' && !isPlainOpenAction(value, doc)) return true;
    if (kindKeys.has(name) && value instanceof PDFName && activeKinds.has(nameOf(value)))
      return true;
    if (carriesCode(value, doc)) return true;
  }
  return false;
}

/** Nothing but whitespace after the last `%%EOF`. */
function endsAtEndOfFile(bytes: Buffer): boolean {
  const end = bytes.lastIndexOf(END_OF_FILE);
  if (end < 0) return false;
  for (let at = end + END_OF_FILE.length; at < bytes.length; at += 1) {
    if (!whitespace.has(bytes[at]!)) return false;
  }
  return true;
}

/**
 * Why a PDF CV is refused, if it is: `activeContent` for JavaScript, launch, embedded-file, XFA or
 * rich-media content, a document-open action other than going to a page, or bytes after the last
 * `%%EOF`; `unsafeArchive` for a file the parser cannot read, or one that is encrypted (its object
 * streams could not be read, so what they hold could not be judged).
 */
export async function inspectCvPdf(bytes: Uint8Array): Promise<PdfProblem | undefined> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!endsAtEndOfFile(file)) return 'activeContent';
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(file, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
  } catch {
    return 'unsafeArchive';
  }
  if (doc.isEncrypted) return 'unsafeArchive';
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (carriesCode(object, doc)) return 'activeContent';
  }
  return undefined;
}
