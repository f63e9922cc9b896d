import { SaxesParser, type SaxesTagNS } from 'saxes';

/*
 * The XML parts of a Word file (an OPC package, ECMA-376 Part 2) read as Word reads them: decoded by
 * their byte-order mark and XML declaration, parsed by a strict, namespace-aware XML parser, and
 * judged by elements and attribute values, never by matching text. Matching text let through a
 * `.rels` part in UTF-16, `TargetMode="&#69;xternal"` and a prefixed `<pr:Relationship>`.
 */

export type PartProblem = 'activeContent' | 'unsafeArchive';

/** The only relationships that may point outside the file: a link the reader chooses to follow. */
const hyperlinkTypes = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/hyperlink',
]);

/**
 * Content types of documents Word imports into the page (`altChunk`): HTML, MHT and RTF run their own
 * importers, and RTF carries OLE objects; plus the macro-enabled types of a renamed .docm.
 */
const importedTypes = new Set([
  'application/rtf',
  'text/rtf',
  'message/rfc822',
  'multipart/related',
  'text/html',
  'application/xhtml+xml',
]);
const importedExtensions = new Set(['rtf', 'mht', 'mhtml', 'htm', 'html', 'xhtml']);

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

const startsWith = (bytes: Buffer, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * The encoding from the byte-order mark, or from the first characters as the XML spec's appendix F
 * reads them. OPC allows UTF-8 and UTF-16 only; UTF-32 and the rest are refused (null).
 */
function encodingOf(bytes: Buffer): Encoding | null {
  if (startsWith(bytes, [0x00, 0x00, 0xfe, 0xff]) || startsWith(bytes, [0xff, 0xfe, 0x00, 0x00]))
    return null;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0x3c, 0x00, 0x3f, 0x00]))
    return 'utf-16le';
  if (startsWith(bytes, [0xfe, 0xff]) || startsWith(bytes, [0x00, 0x3c, 0x00, 0x3f]))
    return 'utf-16be';
  return 'utf-8';
}

/** The declaration must name the encoding the bytes are in (or none, for UTF-8 and UTF-16). */
function declarationAgrees(declared: string | undefined, actual: Encoding): boolean {
  if (declared === undefined) return true;
  const label = declared.trim().toLowerCase();
  if (actual === 'utf-8') return label === 'utf-8' || label === 'utf8';
  return label === 'utf-16' || label === actual;
}

/** Attribute values by local name, whatever their prefix: a decoy in another namespace counts too. */
function valuesOf(tag: SaxesTagNS, local: string): string[] {
  return Object.values(tag.attributes)
    .filter((attribute) => attribute.local === local)
    .map((attribute) => attribute.value);
}

const isAbsoluteTarget = (target: string) => {
  const trimmed = target.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || /^[\\/]{2}/.test(trimmed);
};

/**
 * A relationship Word follows to something that is not this file's own part (TargetMode other than
 * Internal, or a target that is a URL or a network path), or to a document it imports (`aFChunk`).
 * Elements are recognised by their local name in any namespace: a prefix bound to the relationships
 * namespace is the same element to Word, and anything else named so is refused rather than guessed at.
 */
function relationshipProblem(tag: SaxesTagNS): PartProblem | undefined {
  const types = valuesOf(tag, 'Type');
  if (types.some((type) => type.trim().split('/').pop()?.toLowerCase() === 'afchunk'))
    return 'activeContent';
  const external =
    valuesOf(tag, 'TargetMode').some((mode) => mode.trim().toLowerCase() !== 'internal') ||
    valuesOf(tag, 'Target').some(isAbsoluteTarget);
  if (external && !(types.length === 1 && hyperlinkTypes.has(types[0]!))) return 'activeContent';
  return undefined;
}

function contentTypeProblem(tag: SaxesTagNS): PartProblem | undefined {
  const types = valuesOf(tag, 'ContentType').map((type) =>
    type.split(';')[0]!.trim().toLowerCase(),
  );
  if (
    types.some(
      (type) =>
        type.includes('macroenabled') || type.includes('vbaproject') || importedTypes.has(type),
    )
  )
    return 'activeContent';
  const extensions = valuesOf(tag, 'Extension').map((extension) => extension.trim().toLowerCase());
  return extensions.some((extension) => importedExtensions.has(extension))
    ? 'activeContent'
    : undefined;
}

/**
 * Why an XML part of a Word file is refused, if it is: `unsafeArchive` when it cannot be read as
 * Word reads it (not UTF-8 or UTF-16, a declaration that contradicts its bytes, a DTD, which OPC
 * forbids, or XML that is not well formed); `activeContent` for an external relationship other than
 * a hyperlink, an imported document (`altChunk`), or a macro-enabled or imported content type.
 */
export function opcPartProblem(name: string, bytes: Buffer): PartProblem | undefined {
  const encoding = encodingOf(bytes);
  if (!encoding) return 'unsafeArchive';
  let text: string;
  try {
    // The decoder drops the byte-order mark; `fatal` refuses bytes that are not in the encoding.
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return 'unsafeArchive';
  }
  const lower = name.toLowerCase();
  const isRelationships = lower.endsWith('.rels');
  const isContentTypes = lower === '[content_types].xml';
  let problem: PartProblem | undefined;
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on('xmldecl', (declaration) => {
    if (!declarationAgrees(declaration.encoding, encoding)) problem ??= 'unsafeArchive';
  });
  parser.on('doctype', () => {
    problem ??= 'unsafeArchive';
  });
  parser.on('opentag', (tag) => {
    if (problem) return;
    if (tag.local === 'altChunk') problem = 'activeContent';
    else if (isRelationships && tag.local === 'Relationship') problem = relationshipProblem(tag);
    else if (isContentTypes && (tag.local === 'Default' || tag.local === 'Override'))
      problem = contentTypeProblem(tag);
  });
  try {
    parser.write(text).close();
  } catch {
    return problem ?? 'unsafeArchive';
  }
  return problem;
}
