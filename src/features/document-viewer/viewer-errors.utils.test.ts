import { beforeAll, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { conversionFailureDetail } from './viewer-errors.utils';

const failed = (detail?: string) =>
  new HttpStatusError(422, { type: 'about:blank', title: ProblemCode.DocumentConversionFailed, status: 422, detail });

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('documentViewer', 'versions');
});

describe('conversionFailureDetail', () => {
  it('gives the server’s words on a conversion that failed', () => {
    expect(conversionFailureDetail(failed('The drawing (DWG 2018 (AC1032)) could not be read.'))).toBe(
      'The drawing (DWG 2018 (AC1032)) could not be read.',
    );
  });

  it('gives nothing without a detail, or for a detail the catalogue translates itself', () => {
    expect(conversionFailureDetail(failed())).toBeUndefined();
    expect(conversionFailureDetail(failed('  '))).toBeUndefined();
    expect(conversionFailureDetail(failed(ProblemCode.TooManyRequests))).toBeUndefined();
  });

  it('gives nothing for other errors', () => {
    const refused = new HttpStatusError(403, {
      type: 'about:blank',
      title: ProblemCode.YouAreNotAllowedToViewDocument,
      status: 403,
      detail: 'No.',
    });
    expect(conversionFailureDetail(refused)).toBeUndefined();
    expect(conversionFailureDetail(new Error('The drawing could not be read.'))).toBeUndefined();
    expect(conversionFailureDetail(undefined)).toBeUndefined();
  });
});
