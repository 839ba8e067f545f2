/**
 * Reads the listing bsdtar prints with `-tv --numeric-owner` under a UTF-8 locale (libarchive's bsdtar/util.c
 * `safe_fprintf`): valid UTF-8 as it is, a backslash, control characters and bytes that are not UTF-8 escaped as
 * `\\`, `\n`… or three octal digits. One line per entry, so a name with a newline cannot forge a second entry.
 */

/** An entry as the archive lists it: its name as written in the archive, and what the browser needs of it. */
export interface ListedEntry {
  kind: 'file' | 'directory';
  /** The name decoded as UTF-8; undefined when its bytes are not UTF-8 (an archive written in another charset). */
  name: string | undefined;
  /** The name's bytes, to decode otherwise when they are not UTF-8. */
  bytes: Uint8Array;
  /** Declared uncompressed bytes. */
  size: number;
}

// mode, links, uid, gid, size (or «major,minor» of a device), three words of date or time, then the name.
const LINE = /^(\S)\S*\s+\d+\s+\S+\s+\S+\s+(\d+|\d+,\d+)\s+\S+\s+\d+\s+\S+ (.*)$/;
const ESCAPE = /\\([abfnrtv\\]|[0-7]{3})/g;
const CONTROL: Readonly<Record<string, number>> = { a: 7, b: 8, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 92 };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes of a name as bsdtar escaped it. */
export function unescapeName(escaped: string): Uint8Array {
  const parts: Buffer[] = [];
  let last = 0;
  for (const match of escaped.matchAll(ESCAPE)) {
    parts.push(Buffer.from(escaped.slice(last, match.index), 'utf8'));
    const code = match[1] ?? '';
    parts.push(Buffer.from([CONTROL[code] ?? Number.parseInt(code, 8)]));
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(escaped.slice(last), 'utf8'));
  return new Uint8Array(Buffer.concat(parts));
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The files and directories of a listing. Links, devices, fifos and sockets are left out: a link has no content of
 * its own in the archive, and following one could name something outside it.
 */
export function parseListing(output: string): ListedEntry[] {
  const entries: ListedEntry[] = [];
  for (const line of output.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, type, size = '', escaped = ''] = match;
    if (type !== '-' && type !== 'd') continue;
    const bytes = unescapeName(escaped);
    entries.push({
      kind: type === 'd' ? 'directory' : 'file',
      name: decodeUtf8(bytes),
      bytes,
      size: size.includes(',') ? 0 : Number(size),
    });
  }
  return entries;
}

/** Whether some name is not UTF-8, so that the archive is to be read again with a legacy charset. */
export const hasForeignNames = (entries: readonly ListedEntry[]) => entries.some((entry) => entry.name === undefined);
