import { inflateRawSync } from 'node:zlib';

/*
 * A ZIP's table of contents read from its central directory, with nothing inflated: what a Word
 * file (DOCX) holds, how large it says each part is, and whether its headers agree with each other.
 * A CV is at most 10 MB, so anything that needs ZIP64, spans disks, hides entries (a local header
 * that disagrees with the directory, overlapping or duplicate entries) or is encrypted is refused
 * rather than interpreted: Word and this check must never read two different files out of one.
 */

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (anything else is refused). */
  method: number;
  compressedSize: number;
  /** As the central directory declares it; `inflateEntry` holds the data to it. */
  uncompressedSize: number;
  /** Where the entry's (compressed) data starts. */
  dataOffset: number;
}

/** Why a ZIP is refused: `notZip` has no end-of-directory record at all; the rest are suspect. */
export type ZipFault =
  | 'notZip'
  | 'zip64'
  | 'multiDisk'
  | 'tooManyEntries'
  | 'encrypted'
  | 'unsupportedMethod'
  | 'inconsistent';

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; fault: ZipFault };

const fault = (reason: ZipFault): ZipDirectory => ({ ok: false, fault: reason });

/** The end-of-directory record: the last one whose comment ends exactly at the end of the file. */
function findEnd(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at -= 1) {
    if (
      zip.readUInt32LE(at) === END_OF_DIRECTORY &&
      at + 22 + zip.readUInt16LE(at + 20) === zip.length
    )
      return at;
  }
  return -1;
}

export function readZipDirectory(
  bytes: Uint8Array,
  { maxEntries }: { maxEntries: number },
): ZipDirectory {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = zip.length >= 22 ? findEnd(zip) : -1;
  if (end < 0) return fault('notZip');
  const disk = zip.readUInt16LE(end + 4);
  const directoryDisk = zip.readUInt16LE(end + 6);
  const entriesOnDisk = zip.readUInt16LE(end + 8);
  const total = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (
    (end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_LOCATOR) ||
    total === 0xffff ||
    directorySize === 0xffffffff ||
    directoryOffset === 0xffffffff
  ) {
    return fault('zip64');
  }
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== total) return fault('multiDisk');
  if (total > maxEntries) return fault('tooManyEntries');
  const directoryEnd = directoryOffset + directorySize;
  if (directoryEnd > end) return fault('inconsistent');

  const entries: (ZipEntry & { localOffset: number })[] = [];
  const names = new Set<string>();
  let at = directoryOffset;
  for (let index = 0; index < total; index += 1) {
    if (at + 46 > directoryEnd || zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
      return fault('inconsistent');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const uncompressedSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    if (next > directoryEnd) return fault('inconsistent');
    if (
      compressedSize === 0xffffffff ||
      uncompressedSize === 0xffffffff ||
      localOffset === 0xffffffff
    )
      return fault('zip64');
    if (flags & 0x1) return fault('encrypted');
    if (method !== STORED && method !== DEFLATED) return fault('unsupportedMethod');
    const rawName = zip.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: the name is UTF-8; otherwise code page 437, whose ASCII part is all a check reads.
    const name = rawName.toString(flags & 0x800 ? 'utf8' : 'latin1');
    if (names.has(name)) return fault('inconsistent');
    names.add(name);

    // The local header must name the same entry, the same way, with the same sizes (unless they
    // follow the data in a descriptor), and its data must lie before the directory.
    if (localOffset + 30 > directoryOffset || zip.readUInt32LE(localOffset) !== LOCAL_HEADER)
      return fault('inconsistent');
    const localNameLength = zip.readUInt16LE(localOffset + 26);
    const dataOffset = localOffset + 30 + localNameLength + zip.readUInt16LE(localOffset + 28);
    const sameName = zip
      .subarray(localOffset + 30, localOffset + 30 + localNameLength)
      .equals(rawName);
    const localFlags = zip.readUInt16LE(localOffset + 6);
    const sameSizes =
      (flags & 0x8 && localFlags & 0x8) ||
      (zip.readUInt32LE(localOffset + 18) === compressedSize &&
        zip.readUInt32LE(localOffset + 22) === uncompressedSize);
    if (
      !sameName ||
      !sameSizes ||
      zip.readUInt16LE(localOffset + 8) !== method ||
      dataOffset + compressedSize > directoryOffset
    ) {
      return fault('inconsistent');
    }
    if (method === STORED && compressedSize !== uncompressedSize) return fault('inconsistent');
    entries.push({ name, method, compressedSize, uncompressedSize, dataOffset, localOffset });
    at = next;
  }
  if (at !== directoryEnd) return fault('inconsistent');

  // Entries that share bytes are how the densest ZIP bombs multiply one stream many times.
  const byPlace = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let index = 1; index < byPlace.length; index += 1) {
    const before = byPlace[index - 1]!;
    if (byPlace[index]!.localOffset < before.dataOffset + before.compressedSize)
      return fault('inconsistent');
  }
  return {
    ok: true,
    entries: entries.map(({ localOffset: _, ...entry }) => entry),
  };
}

/**
 * An entry's bytes, inflated to no more than the size the directory declares: a stream that would
 * give more (or less) is a lying header, and the answer is null, after at most that many bytes.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Buffer | null {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === STORED) return data;
  try {
    const inflated = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 });
    return inflated.length === entry.uncompressedSize ? inflated : null;
  } catch {
    return null;
  }
}
