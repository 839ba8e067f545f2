import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { HttpStatusError } from '../errors/app-error';
import { withBlobProblem } from './blob-error';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function blobAnswer(status: number, body: string): HttpStatusError {
  const cause = new AxiosError(
    'failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status,
      statusText: '',
      headers: {},
      config,
      data: new Blob([body], { type: 'application/problem+json' }),
    },
  );
  return new HttpStatusError(status, undefined, { cause });
}

describe('withBlobProblem', () => {
  it('reads the problem out of a Blob answer', async () => {
    const problem = {
      type: 'urn:cde:problem:YouAreNotAllowedToDownloadDocument',
      title: 'YouAreNotAllowedToDownloadDocument',
      status: 403,
    };
    const error = await withBlobProblem(blobAnswer(403, JSON.stringify(problem)));
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ status: 403, problem });
  });

  it('keeps the error when the Blob holds no problem', async () => {
    const original = blobAnswer(502, '<html>Bad gateway</html>');
    expect(await withBlobProblem(original)).toBe(original);
    const notProblem = blobAnswer(500, '{"x":1}');
    expect(await withBlobProblem(notProblem)).toBe(notProblem);
  });

  it('leaves other errors alone', async () => {
    const plain = new Error('boom');
    expect(await withBlobProblem(plain)).toBe(plain);
    const parsed = new HttpStatusError(409, { type: 'urn:cde:problem:NotFound', title: 'NotFound', status: 404 });
    expect(await withBlobProblem(parsed)).toBe(parsed);
  });
});
