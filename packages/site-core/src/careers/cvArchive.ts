import { opcPartProblem, type PartProblem } from './opcParts';
import { inflateEntry, readZipDirectory, type ZipEntry } from './zipDirectory';

/*
 * What a CV that is a ZIP (DOCX; ODF is read the same way) may hold. HR opens every CV in Word on
 * an office computer, so a file that carries code is refused however it is named: macros (VBA
 * projects, Excel 4 macro sheets, ODF Basic scripts), ActiveX and OLE objects (the classic carriers
 * of exploits and of packaged .exe files), programs by name or by their first bytes, a template or
 * object fetched from elsewhere when the file opens (any external relationship but a hyperlink, read
 * from the parsed XML: opcParts.ts), documents Word imports and converts (altChunk: RTF, MHT, HTML,
 * whose RTF may hold OLE objects), and a macro-enabled file renamed to .docx.
 * A ZIP bomb is refused too: by the sizes its directory declares, by its compression ratio, and by
 * inflating each part only up to its declared size, so a lying header costs at most the limit.
 */

/** A real CV has a few dozen parts, a few hundred with many images. */
export const MAX_CV_ENTRIES = 1000;
/** What a CV of at most 10 MB may unpack to, all parts together. */
export const MAX_CV_UNPACKED_BYTES = 20 * 1024 * 1024;
/** Word's XML compresses about 10:1; beyond this, for a part large enough to matter, it is a bomb. */
const MAX_RATIO = 200;
const RATIO_APPLIES_FROM = 256 * 1024;

export type ArchiveVerdict =
  | { ok: true; names: readonly string[] }
  | { ok: false; problem: 'notZip' | 'activeContent' | 'unsafeArchive' };

/** Parts that are code, whatever they contain (names compared in lower case). */
const codeParts = [
  /(^|\/)vbaproject\.bin$/,
  /(^|\/)vbadata\.xml$/,
  /(^|\/)vbaprojectsignature[a-z]*\.bin$/,
  /(^|\/)macrosheets\//,
  /(^|\/)activex\//,
  /(^|\/)embeddings\/[^/]*\.bin$/,
  // ODF: Basic macros and scripts (Basic/, Scripts/ at the top of the package).
  /^basic\//,
  /^scripts\//,
  // Documents Word imports into the page (altChunk) and converts with importers of their own.
  /\.(rtf|mht|mhtml|htm|html|xhtml)$/,
];

/** Programs and scripts by their extension, and Office files that may carry macros. */
const executableName =
  /\.(exe|dll|com|bat|cmd|js|jse|vbs|vbe|wsf|wsh|ps1|psm1|psd1|scr|msi|msp|msix|appx|jar|class|hta|cpl|lnk|pif|reg|inf|sh|elf|so|dylib|apk|app|docm|dotm|xlsm|xltm|xlam|xlsb|pptm|potm|ppsm|ppam|sldm)$/;

const signatures = {
  windowsProgram: Buffer.from('MZ', 'latin1'),
  linuxProgram: Buffer.from('\x7fELF', 'latin1'),
  oleObject: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  zip: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
};

const isCodePart = (name: string) => {
  const lower = name.toLowerCase();
  return codeParts.some((pattern) => pattern.test(lower)) || executableName.test(lower);
};

/** Programs and OLE objects by their bytes, whatever their name; XML parts as Word parses them. */
function partProblem(entry: ZipEntry, data: Buffer): PartProblem | undefined {
  if (
    data.subarray(0, 2).equals(signatures.windowsProgram) ||
    data.subarray(0, 4).equals(signatures.linuxProgram) ||
    data.subarray(0, 8).equals(signatures.oleObject)
  ) {
    return 'activeContent';
  }
  const lower = entry.name.toLowerCase();
  if (lower.endsWith('.rels') || lower.endsWith('.xml')) return opcPartProblem(entry.name, data);
  return undefined;
}

/** How many unpacked bytes the whole file (nested parts included) may still use. */
interface Budget {
  bytes: number;
}

function inspect(bytes: Uint8Array, budget: Budget, depth: number): ArchiveVerdict {
  const directory = readZipDirectory(bytes, { maxEntries: MAX_CV_ENTRIES });
  if (!directory.ok) {
    return { ok: false, problem: directory.fault === 'notZip' ? 'notZip' : 'unsafeArchive' };
  }
  const { entries } = directory;
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  const absurd = entries.some(
    (entry) =>
      entry.uncompressedSize > RATIO_APPLIES_FROM &&
      entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize),
  );
  if (declared > budget.bytes || absurd) return { ok: false, problem: 'unsafeArchive' };
  if (entries.some((entry) => isCodePart(entry.name)))
    return { ok: false, problem: 'activeContent' };

  budget.bytes -= declared;
  for (const entry of entries) {
    const data = inflateEntry(bytes, entry);
    if (!data) return { ok: false, problem: 'unsafeArchive' };
    const problem = partProblem(entry, data);
    if (problem) return { ok: false, problem };
    // An embedded Office file (a chart's workbook) is a ZIP of its own: checked the same way, once.
    if (data.subarray(0, 4).equals(signatures.zip)) {
      if (depth > 0) return { ok: false, problem: 'unsafeArchive' };
      const nested = inspect(data, budget, depth + 1);
      if (!nested.ok)
        return nested.problem === 'notZip' ? { ok: false, problem: 'unsafeArchive' } : nested;
    }
  }
  return { ok: true, names: entries.map((entry) => entry.name) };
}

/** Reads a ZIP-based CV's directory and parts: the names it holds, or why it is refused. */
export function inspectCvArchive(bytes: Uint8Array): ArchiveVerdict {
  return inspect(bytes, { bytes: MAX_CV_UNPACKED_BYTES }, 0);
}
