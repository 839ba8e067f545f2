import { crc32, inflateRawSync } from 'node:zlib';

/** One entry of a zip, as an unzip tool would write it out. */
export interface ZipEntry {
  name: string;
  directory: boolean;
  content: Buffer;
  /** Whether the name is flagged UTF-8 (general purpose bit 11), so that Cyrillic names unpack as they are. */
  utf8: boolean;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_RECORD = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const UTF8_NAMES = 0x0800;

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes, followed by a comment of at most 65535.
  for (let offset = zip.length - 22; offset >= Math.max(0, zip.length - 22 - 0xffff); offset -= 1)
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  throw new Error('Not a zip: no end of central directory record.');
}

/**
 * Reads a whole zip the way unzip tools do, through its central directory (so entries written with data descriptors
 * are read right), and checks every entry against its CRC-32 and sizes. The tests' zips are small: zip64 is refused.
 */
export function readZip(zip: Buffer): ZipEntry[] {
  const end = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new Error('zip64 is beyond this test reader.');
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_RECORD) throw new Error(`No central record ${String(index)}.`);
    const flags = zip.readUInt16LE(offset + 8);
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const utf8 = (flags & UTF8_NAMES) !== 0;
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString(utf8 ? 'utf8' : 'latin1');
    offset += 46 + nameLength + extraLength + commentLength;

    if (zip.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) throw new Error(`No local header for ${name}.`);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const stored = zip.subarray(dataStart, dataStart + compressedSize);
    const content = method === 8 ? inflateRawSync(stored) : Buffer.from(stored);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${String(method)}.`);
    if (content.length !== size || crc32(content) !== crc) throw new Error(`${name}: size or CRC-32 does not match.`);
    entries.push({ name, directory: name.endsWith('/'), content, utf8 });
  }
  return entries;
}

/** The files of a zip by path, their content as text: what a test compares. */
export function zipFiles(zip: Buffer): Record<string, string> {
  return Object.fromEntries(
    readZip(zip)
      .filter((entry) => !entry.directory)
      .map((entry) => [entry.name, entry.content.toString('utf8')]),
  );
}

/** The folders of a zip, in the zip's order. */
export function zipFolders(zip: Buffer): string[] {
  return readZip(zip)
    .filter((entry) => entry.directory)
    .map((entry) => entry.name);
}
