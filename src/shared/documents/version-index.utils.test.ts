import { describe, expect, it } from 'vitest';
import {
  DRAFT_VERSION,
  draftEditorPath,
  HEAD_VERSION,
  masterVersionIndexParam,
  officeVersionIndex,
  requestedVersionIndex,
} from './version-index.utils';

describe('requestedVersionIndex', () => {
  it('reads a version index from the path', () => {
    expect(requestedVersionIndex('0')).toBe(0);
    expect(requestedVersionIndex('12')).toBe(12);
  });

  it('means the head version when the index is missing or not a number', () => {
    for (const raw of [undefined, '', 'head', '1.5', '-1', '2e3', ' 1', '99999999999999999999']) {
      expect(requestedVersionIndex(raw), String(raw)).toBe(HEAD_VERSION);
    }
  });

  it('has no draft: other screens than the office screen cannot show one', () => {
    expect(requestedVersionIndex('-2')).toBe(HEAD_VERSION);
  });
});

describe('officeVersionIndex', () => {
  it('reads the draft index, and the rest as other viewers do', () => {
    expect(officeVersionIndex('-2')).toBe(DRAFT_VERSION);
    expect(DRAFT_VERSION).toBe(-2);
    expect(officeVersionIndex('3')).toBe(3);
    for (const raw of [undefined, '-1', '-3', '-2.0', ' -2', 'draft']) {
      expect(officeVersionIndex(raw), String(raw)).toBe(HEAD_VERSION);
    }
  });
});

describe('masterVersionIndexParam', () => {
  it('reads a whole version number, and nothing else', () => {
    expect(masterVersionIndexParam('0')).toBe(0);
    expect(masterVersionIndexParam('4')).toBe(4);
    for (const raw of [null, undefined, '', '-1', '1.5', 'head', '99999999999999999999']) {
      expect(masterVersionIndexParam(raw), String(raw)).toBeUndefined();
    }
  });
});

describe('draftEditorPath', () => {
  it('opens the office screen at the draft, based on a version when one is named', () => {
    expect(draftEditorPath('d1', 2)).toBe('/documents/d1/versions/-2/office?masterVersionIndex=2');
    expect(draftEditorPath('d1', 0)).toBe('/documents/d1/versions/-2/office?masterVersionIndex=0');
    expect(draftEditorPath('d1')).toBe('/documents/d1/versions/-2/office');
  });
});
