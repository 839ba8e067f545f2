import { describe, expect, it } from 'vitest';
import {
  documentBadge,
  documentExtension,
  documentSize,
  isDocumentLocked,
  versionExtension,
} from './document-state.utils';
import { testDocument, testNote, testVersion } from './documents.test-data';

const remark = testNote('n1', 'Проверить оси');

describe('documentBadge', () => {
  it('is none for a plain document without remarks', () => {
    expect(documentBadge(testDocument())).toBe('none');
  });

  it('is in work when the document has remarks, open or done', () => {
    expect(documentBadge(testDocument({ comments: [remark] }))).toBe('inWork');
    expect(documentBadge(testDocument({ comments: [{ ...remark, isDone: true }] }))).toBe('inWork');
  });

  it('puts agreed before in work', () => {
    expect(documentBadge(testDocument({ agreed: true, comments: [remark] }))).toBe('agreed');
  });

  it('puts disabled before everything', () => {
    expect(documentBadge(testDocument({ disabled: true, agreed: true, comments: [remark] }))).toBe('disabled');
  });
});

describe('isDocumentLocked', () => {
  it('locks a disabled or an agreed document only', () => {
    expect(isDocumentLocked(testDocument())).toBe(false);
    expect(isDocumentLocked(testDocument({ disabled: true }))).toBe(true);
    expect(isDocumentLocked(testDocument({ agreed: true }))).toBe(true);
  });
});

describe('documentExtension and versionExtension', () => {
  it('reads the head version, lower case without the dot', () => {
    const document = testDocument({ version: testVersion(2, {}, { extension: '.PNG', fullName: 'План.PNG' }) });
    expect(documentExtension(document)).toBe('png');
  });

  it('keeps double extensions', () => {
    expect(versionExtension(testVersion(0, {}, { extension: '.tar.gz', fullName: 'a.tar.gz' }))).toBe('tar.gz');
  });

  it('falls back to the file name when the extension is empty', () => {
    expect(versionExtension(testVersion(0, {}, { extension: '', fullName: 'Схема.DWG' }))).toBe('dwg');
    expect(versionExtension(testVersion(0, {}, { extension: '', fullName: 'README' }))).toBe('');
  });
});

describe('documentSize', () => {
  it('is the head version size', () => {
    expect(documentSize(testDocument({ version: testVersion(2, {}, { size: 1234 }) }))).toBe(1234);
  });
});
