import { describe, expect, it } from 'vitest';
import { FolderNames, safeEntryName } from '../src/services/archive-names';

describe('safeEntryName', () => {
  it('keeps an ordinary name, Cyrillic included, composed to NFC', () => {
    expect(safeEntryName('АР-01 План 1 этажа.pdf')).toBe('АР-01 План 1 этажа.pdf');
    expect(safeEntryName('Й.pdf'.normalize('NFD'))).toBe('Й.pdf');
  });

  it('replaces separators, the characters Windows reserves and control characters', () => {
    expect(safeEntryName('a/b\\c:d*e?f"g<h>i|j\u0001k.pdf')).toBe('a_b_c_d_e_f_g_h_i_j_k.pdf');
  });

  it('never climbs out of its folder nor ends in a dot or a space', () => {
    expect(safeEntryName('..')).toBe('_');
    expect(safeEntryName('.')).toBe('_');
    expect(safeEntryName('   ')).toBe('_');
    expect(safeEntryName('Отчёт. ')).toBe('Отчёт');
    expect(safeEntryName('../../etc/passwd')).toBe('.._.._etc_passwd');
  });

  it('prefixes the device names of Windows', () => {
    expect(safeEntryName('CON')).toBe('_CON');
    expect(safeEntryName('nul.txt')).toBe('_nul.txt');
    expect(safeEntryName('COM1.pdf')).toBe('_COM1.pdf');
    expect(safeEntryName('CONTRACT.pdf')).toBe('CONTRACT.pdf');
  });
});

describe('FolderNames', () => {
  it('numbers a taken name before the extension, keeping its case, and compares case-insensitively', () => {
    const names = new FolderNames();
    expect(names.claim('План.PDF', 'file')).toBe('План.PDF');
    expect(names.claim('план.pdf', 'file')).toBe('план (2).pdf');
    expect(names.claim('ПЛАН.pdf', 'file')).toBe('ПЛАН (3).pdf');
    expect(names.claim('архив.tar.gz', 'file')).toBe('архив.tar.gz');
    expect(names.claim('Архив.tar.gz', 'file')).toBe('Архив (2).tar.gz');
  });

  it('numbers a folder at the end and lets files and folders share one set of names', () => {
    const names = new FolderNames();
    expect(names.claim('Фасады v1.2', 'folder')).toBe('Фасады v1.2');
    expect(names.claim('Фасады v1.2', 'folder')).toBe('Фасады v1.2 (2)');
    expect(names.claim('фасады V1.2', 'file')).toBe('фасады V1 (2).2');
  });

  it('claims a numbered name that is taken already under the next number', () => {
    const names = new FolderNames();
    expect(names.claim('Лист (2).pdf', 'file')).toBe('Лист (2).pdf');
    expect(names.claim('Лист.pdf', 'file')).toBe('Лист.pdf');
    expect(names.claim('Лист.pdf', 'file')).toBe('Лист (3).pdf');
  });
});
