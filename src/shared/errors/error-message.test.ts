import { AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { ProblemBody } from '../../api/problem.schema';
import { changeLanguage, i18n, initI18n } from '../i18n/i18n';
import { AbortedError, HttpStatusError, NetworkError, TimeoutError } from './app-error';
import { errorMessage, errorMessageKey } from './error-message';

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function problem(title: ProblemCode, detail?: string, status = 409): ProblemBody {
  return { type: `urn:cde:problem:${title}`, title, status, detail };
}

describe('errorMessageKey: the lookup order of explorer.md §8', () => {
  it('1. takes the error itself when it is a key', () => {
    expect(errorMessageKey('TrashEmpty', 'Unknown')).toBe('TrashEmpty');
    expect(errorMessageKey(ProblemCode.DocumentCommentsNotCommented)).toBe('DocumentCommentsNotСommented');
  });

  it('1. passes over a string that is not a key', () => {
    expect(errorMessageKey('something odd', 'NotFound')).toBe('NotFound');
  });

  it('2. prefers a detail that is a key over the title', () => {
    const error = new HttpStatusError(404, problem(ProblemCode.NotFound, 'VersionNotFound', 404));
    expect(errorMessageKey(error)).toBe('VersionNotFound');
  });

  it('3. takes the title when the detail is no key', () => {
    const error = new HttpStatusError(
      409,
      problem(ProblemCode.DocumentAgreed, "The document agreed and can't be changed."),
    );
    expect(errorMessageKey(error, 'AgreeDocumentFailed')).toBe('DocumentAgreed');
  });

  it('3. takes the title of a bare problem body and of an axios error answer', () => {
    expect(errorMessageKey(problem(ProblemCode.CannotRestore))).toBe('CannotRestore');
    const axiosError = new AxiosError(
      'Request failed with status code 403',
      'ERR_BAD_REQUEST',
      config,
      {},
      {
        status: 403,
        statusText: '',
        headers: {},
        config,
        data: problem(ProblemCode.ForbiddenResourceFailed, 'Not enough rights in this directory.', 403),
      },
    );
    expect(errorMessageKey(axiosError)).toBe('ForbiddenResourceFailed');
  });

  it('3. takes the message, trailing dots dropped', () => {
    expect(errorMessageKey(new Error('TrashEmpty...'))).toBe('TrashEmpty');
    expect(errorMessageKey(new Error('CollectionEmpty.'), 'Unknown')).toBe('CollectionEmpty');
    expect(errorMessageKey({ title: 'SignIn.' })).toBe('SignIn');
  });

  it('4. falls back to the fallback', () => {
    expect(errorMessageKey(new Error('boom'), 'DeleteResourceFailed')).toBe('DeleteResourceFailed');
    expect(errorMessageKey(null, 'SomethingWentWrong')).toBe('SomethingWentWrong');
  });

  it('5. ends with Unknown, also for a fallback that is no key', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('Unknown');
    expect(errorMessageKey(undefined, 'no such key')).toBe('Unknown');
    expect(errorMessageKey({})).toBe('Unknown');
  });

  it('maps the transport errors, ahead of the fallback', () => {
    expect(errorMessageKey(new NetworkError(), 'AgreeDocumentFailed')).toBe('Network');
    expect(errorMessageKey(new TimeoutError())).toBe('Timeout');
    expect(errorMessageKey(new AbortedError())).toBe('Aborted');
    expect(errorMessageKey(new HttpStatusError(502))).toBe('Http');
  });

  it('maps raw axios errors the same way', () => {
    expect(errorMessageKey(new AxiosError('Network Error', 'ERR_NETWORK', config, {}))).toBe('Network');
    expect(errorMessageKey(new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config))).toBe('Timeout');
    expect(errorMessageKey(new CanceledError())).toBe('Aborted');
  });

  it('does not read dots or colons in server texts as key paths', () => {
    expect(errorMessageKey('errors:TrashEmpty')).toBe('Unknown');
    expect(errorMessageKey('modals.ok')).toBe('Unknown');
  });
});

describe('errorMessage', () => {
  it('translates the key in the current language', async () => {
    const error = new HttpStatusError(
      409,
      problem(ProblemCode.DocumentAgreed, "The document agreed and can't be changed."),
    );
    expect(errorMessage(error, i18n.t)).toBe('Документ согласован и не может быть изменён.');
    await changeLanguage('en');
    expect(errorMessage(error, i18n.t)).toBe("The document agreed and can't be changed.");
  });

  it('gives the status to the Http text', () => {
    expect(errorMessage(new HttpStatusError(503), i18n.t)).toBe('Сервер вернул ошибку 503.');
  });

  it('translates the transport errors', () => {
    expect(errorMessage(new NetworkError(), i18n.t)).toBe(
      'Нет связи с сервером. Проверьте подключение и перезагрузите страницу.',
    );
    expect(errorMessage(new TimeoutError(), i18n.t)).toBe(
      'Сервер не ответил вовремя: соединение потеряно, перезагрузите страницу.',
    );
    expect(errorMessage(new AbortedError(), i18n.t)).toBe('Запрос отменён.');
  });

  it('uses the fallback, then Unknown', () => {
    expect(errorMessage(new Error('boom'), i18n.t, 'SignIn')).toBe('Войдите, чтобы продолжить.');
    expect(errorMessage(new Error('boom'), i18n.t)).toBe('Неизвестная ошибка, перезагрузите страницу');
  });
});
