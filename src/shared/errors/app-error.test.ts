import { AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { AbortedError, HttpStatusError, NetworkError, TimeoutError, toAppError } from './app-error';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function httpError(status: number, data: unknown): AxiosError {
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    {
      status,
      statusText: '',
      headers: {},
      config,
      data,
    },
  );
}

const agreedProblem = {
  type: 'urn:cde:problem:DocumentAgreed',
  title: 'DocumentAgreed',
  status: 409,
  detail: "The document agreed and can't be changed.",
};

describe('toAppError', () => {
  it('keeps the parsed problem of an error answer', () => {
    const source = httpError(409, agreedProblem);
    const error = toAppError(source);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ code: 'Http', status: 409, problem: agreedProblem, cause: source });
  });

  it('gives no problem when the body is not one of the contract', () => {
    const error = toAppError(httpError(502, '<html>Bad gateway</html>'));
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ status: 502, problem: undefined });
  });

  it('reads a cancelled request as aborted', () => {
    expect(toAppError(new CanceledError())).toBeInstanceOf(AbortedError);
  });

  it.each(['ECONNABORTED', 'ETIMEDOUT'])('reads %s as a timeout', (code) => {
    expect(toAppError(new AxiosError('timeout of 1000ms exceeded', code, config))).toBeInstanceOf(TimeoutError);
  });

  it('reads an error without an answer as a network error', () => {
    const error = toAppError(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'Network' });
  });

  it('leaves other values unchanged', () => {
    const plain = new Error('boom');
    const network = new NetworkError();
    expect(toAppError(plain)).toBe(plain);
    expect(toAppError(network)).toBe(network);
    expect(toAppError('DocumentAgreed')).toBe('DocumentAgreed');
    expect(toAppError(undefined)).toBeUndefined();
  });
});
