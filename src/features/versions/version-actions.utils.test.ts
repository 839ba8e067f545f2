import { describe, expect, it } from 'vitest';
import type { Version } from '../../../codegen/model/version';
import { testConfiguration } from '../../shared/downloads/downloads.test-fixtures';
import {
  canEditDraft,
  canUploadVersion,
  hasVersionIndex,
  highlightedIndex,
  syncState,
  versionActions,
  versionRows,
} from './version-actions.utils';
import { testDocument, testVersion } from './versions.test-data';

const none = { makeHead: false, deactivate: false, reactivate: false, publish: false };
const draft = testVersion(-2, { masterIndex: 2 });
const dummy = testVersion(3, { isActive: false, document: { ...testVersion(3).document, size: 0 } });

function withMetadata(metadata: Partial<Version['metadata']>): Version {
  return testVersion(1, { metadata: { tanglVersionId: null, jobId: null, uploadState: null, ...metadata } });
}

describe('versionActions', () => {
  const document = testDocument({ draft });
  const head = document.version;
  const [active, inactive] = document.versions as [Version, Version];

  it('offers make head and deactivate for an active older version', () => {
    expect(versionActions(document, active, true)).toEqual({ ...none, makeHead: true, deactivate: true });
  });

  it('offers nothing for the head version', () => {
    expect(versionActions(document, head, true)).toEqual(none);
  });

  it('offers only reactivate for an inactive version', () => {
    expect(versionActions(document, inactive, true)).toEqual({ ...none, reactivate: true });
  });

  it('does not reactivate a dummy (size 0) version', () => {
    expect(versionActions(testDocument({ versions: [dummy] }), dummy, true)).toEqual(none);
  });

  it('offers only publish for the draft, never make head or deactivate', () => {
    expect(versionActions(document, draft, true)).toEqual({ ...none, publish: true });
  });

  it('knows the draft by its index even as a copy', () => {
    expect(versionActions(document, { ...draft }, true)).toEqual({ ...none, publish: true });
  });

  it('hides every action of a disabled document', () => {
    const disabled = testDocument({ draft, disabled: true });
    for (const version of [draft, active, inactive]) expect(versionActions(disabled, version, true)).toEqual(none);
  });

  it('hides every action of an agreed document', () => {
    const agreed = testDocument({ draft, agreed: true });
    for (const version of [draft, active, inactive]) expect(versionActions(agreed, version, true)).toEqual(none);
  });
});

describe('without UpdateFiles in the document’s directory', () => {
  const document = testDocument({ draft });
  const [active, inactive] = document.versions as [Version, Version];

  it('hides every version action', () => {
    for (const version of [draft, active, inactive]) expect(versionActions(document, version, false)).toEqual(none);
  });

  it('refuses a new version', () => {
    expect(canUploadVersion(document, false)).toBe(false);
  });
});

describe('canUploadVersion', () => {
  it('allows a normal document', () => {
    expect(canUploadVersion(testDocument(), true)).toBe(true);
  });
  it('refuses a disabled or agreed document', () => {
    expect(canUploadVersion(testDocument({ disabled: true }), true)).toBe(false);
    expect(canUploadVersion(testDocument({ agreed: true }), true)).toBe(false);
  });
});

describe('versionRows', () => {
  it('lists the draft, the head, then the older versions', () => {
    expect(versionRows(testDocument({ draft })).map((row) => [row.kind, row.version.index])).toEqual([
      ['draft', -2],
      ['head', 2],
      ['older', 1],
      ['older', 0],
    ]);
  });
  it('starts with the head when there is no draft', () => {
    expect(versionRows(testDocument()).map((row) => row.kind)).toEqual(['head', 'older', 'older']);
  });
});

describe('syncState', () => {
  it('is synced with a model id or when merged', () => {
    expect(syncState(withMetadata({ tanglVersionId: 'm1' }))).toBe('synced');
    expect(syncState(withMetadata({ uploadState: 'Merged' }))).toBe('synced');
    expect(syncState(withMetadata({ tanglVersionId: 'm1', uploadState: 'Error' }))).toBe('synced');
  });
  it('is error on Error', () => {
    expect(syncState(withMetadata({ uploadState: 'Error' }))).toBe('error');
  });
  it('is waiting with a job or another state', () => {
    expect(syncState(withMetadata({ jobId: 'j1' }))).toBe('waiting');
    expect(syncState(withMetadata({ uploadState: 'Processing' }))).toBe('waiting');
  });
  it('is none without any model metadata', () => {
    expect(syncState(withMetadata({}))).toBe('none');
  });
});

describe('highlightedIndex and hasVersionIndex', () => {
  const document = testDocument({ draft });
  it('defaults to the head index', () => {
    expect(highlightedIndex(document, undefined)).toBe(2);
  });
  it('reads the route index, negative too', () => {
    expect(highlightedIndex(document, '0')).toBe(0);
    expect(highlightedIndex(document, '-2')).toBe(-2);
    expect(highlightedIndex(document, 'x')).toBeUndefined();
  });
  it('finds the rows that exist only', () => {
    expect(hasVersionIndex(document, 0)).toBe(true);
    expect(hasVersionIndex(document, -2)).toBe(true);
    expect(hasVersionIndex(document, 5)).toBe(false);
    expect(hasVersionIndex(document, undefined)).toBe(false);
  });
});

describe('canEditDraft', () => {
  const docxDraft = testVersion(-2, { masterIndex: 2 }, { fullName: 'План.docx', extension: '.docx' });
  const document = testDocument({ draft: docxDraft });
  const withEditor = { ...testConfiguration, officeEditor: { extensions: ['.docx'] } };

  it('edits a draft of a format the editor edits, for an account that may change the document', () => {
    expect(canEditDraft(document, docxDraft, true, withEditor)).toBe(true);
  });

  it('edits nothing else: another version, without the right, a blocked or agreed document, no editor for it', () => {
    expect(canEditDraft(document, document.version, true, withEditor)).toBe(false);
    expect(canEditDraft(document, docxDraft, false, withEditor)).toBe(false);
    expect(canEditDraft({ ...document, disabled: true }, docxDraft, true, withEditor)).toBe(false);
    expect(canEditDraft({ ...document, agreed: true }, docxDraft, true, withEditor)).toBe(false);
    expect(canEditDraft(document, docxDraft, true, testConfiguration)).toBe(false);
    expect(canEditDraft(document, docxDraft, true, { ...testConfiguration, officeEditor: null })).toBe(false);
    expect(canEditDraft(document, docxDraft, true, { ...withEditor, officeEditor: { extensions: ['.xlsx'] } })).toBe(
      false,
    );
  });
});
