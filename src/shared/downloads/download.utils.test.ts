import { describe, expect, it } from 'vitest';
import type { AcceptanceRequirement } from '../../../codegen/model/acceptanceRequirement';
import { errorMessageKey } from '../errors/error-message';
import { initI18n } from '../i18n/i18n';
import { testDocument, testVersion } from '../documents/documents.test-data';
import { acceptanceRequest, downloadFileName, findVersion, isAccessRefused } from './download.utils';

const nda: AcceptanceRequirement = {
  requirementText: 'Подтвердите, что не будете передавать документацию третьим лицам.',
  buttonName: 'Подтверждаю',
  acceptanceEndpoint: '/v1/download-acceptances/nda-sevkvartal',
  acceptanceEndpointMethod: 'POST',
};

describe('findVersion', () => {
  const draft = testVersion(-2);
  const document = testDocument({ draft });

  it('takes the head by default', () => {
    expect(findVersion(document)).toBe(document.version);
  });

  it('finds the head, an older version and the draft by index', () => {
    expect(findVersion(document, 2)).toBe(document.version);
    expect(findVersion(document, 0)).toBe(document.versions[1]);
    expect(findVersion(document, -2)).toBe(draft);
  });

  it('finds nothing for an unknown index', () => {
    expect(findVersion(document, 7)).toBeUndefined();
  });
});

describe('downloadFileName', () => {
  it('is the document’s name, not the name the version was uploaded under, as the server has it', () => {
    const document = testDocument({ name: 'Plan-01.pdf' });
    const version = testVersion(1, {}, { name: 'Plan-01-v2', fullName: 'Plan-01-v2.pdf', extension: '.pdf' });
    expect(downloadFileName(document, version)).toBe('Plan-01.pdf');
    expect(downloadFileName({ name: 'PLAN-01.PDF' }, version)).toBe('PLAN-01.PDF');
  });

  it('adds the file’s extension, as written, when the name does not end with it', () => {
    const version = testVersion(1, {}, { fullName: 'plan.PDF', extension: '.pdf' });
    expect(downloadFileName({ name: 'План' }, version)).toBe('План.PDF');
    expect(downloadFileName({ name: 'README' }, testVersion(0, {}, { fullName: 'README', extension: '' }))).toBe(
      'README',
    );
  });
});

describe('isAccessRefused', () => {
  it('refuses a no without requirements', () => {
    expect(isAccessRefused({ canDownload: false, requireAcceptance: [] })).toBe(true);
  });
  it('lets requirements be accepted first', () => {
    expect(isAccessRefused({ canDownload: false, requireAcceptance: [nda] })).toBe(false);
  });
  it('allows a yes', () => {
    expect(isAccessRefused({ canDownload: true, requireAcceptance: [] })).toBe(false);
  });
});

describe('acceptanceRequest', () => {
  it('sends the method to the address as the server gives it', () => {
    expect(acceptanceRequest(nda, 'https://cde.example')).toEqual({
      url: '/v1/download-acceptances/nda-sevkvartal',
      method: 'POST',
      baseURL: '',
    });
  });

  it('is incorrect server data without address or method, or with an address on another origin', async () => {
    await initI18n('ru');
    for (const broken of [
      { ...nda, acceptanceEndpoint: null },
      { ...nda, acceptanceEndpoint: '' },
      { ...nda, acceptanceEndpointMethod: null },
      { ...nda, acceptanceEndpoint: 'https://elsewhere.example/accept' },
      { ...nda, acceptanceEndpoint: '//elsewhere.example/accept' },
    ]) {
      let error: unknown;
      try {
        acceptanceRequest(broken, 'https://cde.example');
      } catch (caught) {
        error = caught;
      }
      expect(errorMessageKey(error)).toBe('IncorrectServerData');
    }
  });
});
