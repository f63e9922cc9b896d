import { crc32, deflateRawSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { inspectCvArchive, MAX_CV_ENTRIES } from '../careers/cvArchive';
import { isSafeFileName } from '../careers/cvFile';
import { inspectCvPdf } from '../careers/cvPdf';
import { inflateEntry, readZipDirectory } from '../careers/zipDirectory';
import type { UploadedFile } from './store';

/*
 * A reporter's files, made safe to keep and to open (research features 10 and 11): the bytes decide
 * the type; what runs is refused as the careers desk refuses it in a CV (macros, ActiveX, OLE,
 * JavaScript in a PDF); and what could name the reporter is rewritten away before anything is
 * stored: images are decoded and encoded anew by sharp (no EXIF, XMP, GPS or ICC comments survive),
 * a PDF loses its info dictionary and its XMP, an Office file its docProps.
 */

export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type FileProblem =
  'badName' | 'empty' | 'tooLarge' | 'badType' | 'activeContent' | 'tooMany';

const types = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;
type Kind = keyof typeof types;

/** What the file input offers; the server decides by the bytes. */
export const FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,.docx,.xlsx,.pptx';

const starts = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

function kindOf(bytes: Uint8Array, names: readonly string[] | undefined): Kind | undefined {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (!names || !names.includes('[Content_Types].xml')) return undefined;
  if (names.includes('word/document.xml')) return 'docx';
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  if (names.includes('ppt/presentation.xml')) return 'pptx';
  return undefined;
}

export type CleanedFile = { ok: true; file: UploadedFile } | { ok: false; problem: FileProblem };

/** Checks one upload and rewrites it without metadata; the name keeps the real type's extension. */
export async function cleanFile(name: string, bytes: Uint8Array): Promise<CleanedFile> {
  if (!isSafeFileName(name)) return { ok: false, problem: 'badName' };
  if (bytes.byteLength === 0) return { ok: false, problem: 'empty' };
  if (bytes.byteLength > MAX_FILE_BYTES) return { ok: false, problem: 'tooLarge' };
  const zip = starts(bytes, [0x50, 0x4b, 0x03, 0x04]);
  let names: readonly string[] | undefined;
  if (zip) {
    const verdict = inspectCvArchive(bytes);
    if (!verdict.ok)
      return {
        ok: false,
        problem: verdict.problem === 'activeContent' ? 'activeContent' : 'badType',
      };
    names = verdict.names;
  }
  const kind = kindOf(bytes, names);
  if (!kind) return { ok: false, problem: 'badType' };
  let clean: Uint8Array | undefined;
  try {
    if (kind === 'jpeg') clean = await sharp(bytes).rotate().jpeg({ quality: 90 }).toBuffer();
    else if (kind === 'png') clean = await sharp(bytes).png().toBuffer();
    else if (kind === 'pdf') {
      if (await inspectCvPdf(bytes)) return { ok: false, problem: 'activeContent' };
      clean = await withoutPdfInfo(bytes);
    } else clean = withoutDocProps(bytes);
  } catch {
    clean = undefined;
  }
  if (!clean) return { ok: false, problem: 'badType' };
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} _-]+/gu, '_')
      .trim()
      .slice(0, 120) || 'file';
  const extension = kind === 'jpeg' ? 'jpg' : kind;
  return { ok: true, file: { name: `${base}.${extension}`, type: types[kind], bytes: clean } };
}

/** The PDF without its info dictionary (author, creator, producer, dates) and its XMP stream. */
async function withoutPdfInfo(bytes: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  pdf.catalog.delete(PDFName.of('Metadata'));
  const info = pdf.context.trailerInfo.Info;
  if (info) pdf.context.delete(info as Parameters<typeof pdf.context.delete>[0]);
  pdf.context.trailerInfo.Info = undefined;
  return pdf.save({ updateFieldAppearances: false });
}

const emptyCore =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>';
const emptyApp =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"/>';
const emptyCustom =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties"/>';

/**
 * The Office file with its document properties emptied (docProps/core.xml: author, last modified
 * by, dates; app.xml: company, template; custom.xml), every other part as it was, in a new ZIP.
 */
function withoutDocProps(bytes: Uint8Array): Uint8Array {
  const directory = readZipDirectory(bytes, { maxEntries: MAX_CV_ENTRIES });
  if (!directory.ok) throw new Error('unreadable');
  const parts = directory.entries.map((entry) => {
    const lower = entry.name.toLowerCase();
    const replaced =
      lower === 'docprops/core.xml'
        ? emptyCore
        : lower === 'docprops/app.xml'
          ? emptyApp
          : lower === 'docprops/custom.xml'
            ? emptyCustom
            : undefined;
    const data = replaced === undefined ? inflateEntry(bytes, entry) : Buffer.from(replaced);
    if (!data) throw new Error('unreadable');
    return { name: entry.name, data };
  });
  return writeZip(parts);
}

/** A plain ZIP (deflated entries, no extra fields, no timestamps worth anything: 1980-01-01). */
function writeZip(parts: { name: string; data: Buffer }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const packed = deflateRawSync(part.data);
    const crc = crc32(part.data);
    const header = (central: boolean) => {
      const buffer = Buffer.alloc(central ? 46 : 30);
      let at = 0;
      buffer.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, at);
      at += 4;
      if (central) {
        buffer.writeUInt16LE(20, at);
        at += 2;
      }
      buffer.writeUInt16LE(20, at); // version needed
      buffer.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      buffer.writeUInt16LE(8, at + 4); // deflated
      buffer.writeUInt16LE(0, at + 6); // time
      buffer.writeUInt16LE(0x21, at + 8); // date: 1980-01-01
      buffer.writeUInt32LE(crc, at + 10);
      buffer.writeUInt32LE(packed.length, at + 14);
      buffer.writeUInt32LE(part.data.length, at + 18);
      buffer.writeUInt16LE(name.length, at + 22);
      buffer.writeUInt16LE(0, at + 24); // extra
      if (central) {
        // comment, disk, internal and external attributes, then the local header's offset
        buffer.writeUInt32LE(offset, at + 36);
      }
      return buffer;
    };
    const local = Buffer.concat([header(false), name, packed]);
    centrals.push(Buffer.concat([header(true), name]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, central, end]));
}
