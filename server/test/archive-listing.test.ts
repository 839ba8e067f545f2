import { describe, expect, it } from 'vitest';
import { hasForeignNames, parseListing, unescapeName } from '../src/services/archive-listing';
import { requestedSegments, safeSegments } from '../src/services/archive-tree';

describe('parseListing: bsdtar -tv --numeric-owner under a UTF-8 locale', () => {
  it('reads files and directories with their sizes, and the rest of the line as the name, spaces included', () => {
    const entries = parseListing(
      [
        'drwxrwxr-x  0 0      0           0 Feb 15  2022 Проект/',
        '-rw-rw-r--  0 1000   1000    45056 Feb 14 12:34 Проект/План  этажа 1.pdf',
        '-rw-r--r--  0 0      0           8 Nov 26 13:29 \\217\\340\\256.txt',
      ].join('\n'),
    );
    expect(entries.map(({ kind, name, size }) => ({ kind, name, size }))).toEqual([
      { kind: 'directory', name: 'Проект/', size: 0 },
      { kind: 'file', name: 'Проект/План  этажа 1.pdf', size: 45056 },
      { kind: 'file', name: undefined, size: 8 },
    ]);
    expect(Buffer.from(entries[2]?.bytes ?? []).toString('hex')).toBe('8fe0ae2e747874');
  });

  it('leaves out links, hard links, devices and lines that are not entries', () => {
    const entries = parseListing(
      [
        'lrwxrwxrwx  0 0      0           0 Nov 26 13:32 link -> ../../etc/passwd',
        'hrw-r--r--  0 0      0           0 Nov 26 13:32 copy link to original',
        'crw-r--r--  0 0      0         1,3 Nov 26 13:32 dev/null',
        'bsdtar: Error exit delayed from previous errors.',
        '',
      ].join('\n'),
    );
    expect(entries).toEqual([]);
  });

  it('undoes the escapes: a newline in a name stays one entry, a backslash is itself', () => {
    const [entry] = parseListing('-rw-r--r--  0 0      0           1 Nov 26 13:26 a\\nb\\\\c\\t.txt');
    expect(entry?.name).toBe('a\nb\\c\t.txt');
    expect(Buffer.from(unescapeName('\\342\\202\\254')).toString('utf8')).toBe('€');
  });

  it('tells when some name is not UTF-8', () => {
    expect(hasForeignNames(parseListing('-rw-r--r--  0 0 0 1 Nov 26 13:26 \\217.txt'))).toBe(true);
    expect(hasForeignNames(parseListing('-rw-r--r--  0 0 0 1 Nov 26 13:26 тест.txt'))).toBe(false);
  });
});

describe('paths inside an archive', () => {
  it('drops empty, `.` and `..` segments of entry names, so that none leaves the archive', () => {
    expect(safeSegments('../../etc/passwd')).toEqual(['etc', 'passwd']);
    expect(safeSegments('/abs//x/./y.txt')).toEqual(['abs', 'x', 'y.txt']);
    expect(safeSegments('./')).toEqual([]);
  });

  it('refuses a requested path that climbs or names nothing', () => {
    expect(requestedSegments('a/./b.txt')).toEqual(['a', 'b.txt']);
    expect(requestedSegments('a/../b.txt')).toBeUndefined();
    expect(requestedSegments('/')).toBeUndefined();
  });
});
