import { describe, expect, it } from 'vitest';
import { loadContractOperations } from './contract-model';
import { genericRefusals } from './generic-refusals';
import { requestComplaint } from './request-check';

const operations = new Map(loadContractOperations().map((operation) => [operation.operationId, operation]));
const operation = (id: string) => {
  const found = operations.get(id);
  if (!found) throw new Error(id);
  return found;
};
const DOCUMENT = '0b6d3c4e-6f1a-4c2b-9d3e-5a7f8b9c0d1e';
const ENTITY = '1c7e4d5f-7a2b-4d3c-8e4f-6b8a9c0d1e2f';

describe('genericRefusals', () => {
  it('derives the token, malformed-id and unknown-id refusals from an accepted request, with the contract’s codes', () => {
    const refusals = genericRefusals(operation('getDocument'), { method: 'GET', path: `/documents/${DOCUMENT}` });
    expect(refusals.map(({ title, request, expectation }) => [title, request.path, request.as, expectation])).toEqual([
      ['refuses a request without a token', `/documents/${DOCUMENT}`, null, { status: 401, code: ['SignIn'] }],
      [
        'refuses a malformed id («not-an-id»)',
        '/documents/not-an-id',
        undefined,
        expect.objectContaining({ status: 400 }),
      ],
      [
        'refuses an id that exists nowhere',
        expect.stringMatching(/^\/documents\/[0-9a-f-]{36}$/),
        undefined,
        { status: 404, code: ['NotFound'] },
      ],
    ]);
    expect(refusals[2]?.request.path).not.toBe(`/documents/${DOCUMENT}`);
  });

  it('puts the unknown id in the body too where the body repeats the path’s id', () => {
    const refusals = genericRefusals(operation('updateSkeletonEntity'), {
      method: 'PATCH',
      path: `/skeleton-entities/${ENTITY}`,
      json: { id: ENTITY, name: 'Раздел', skeletonId: DOCUMENT },
    });
    const unknown = refusals.find((refusal) => refusal.title.endsWith('exists nowhere'));
    const id = unknown?.request.path.split('/').pop();
    expect(unknown?.request.json).toEqual({ id, name: 'Раздел', skeletonId: DOCUMENT });
  });

  it('breaks a required JSON body with one its schema refuses, and sends nothing a public operation does not declare', () => {
    const createRefusals = genericRefusals(operation('createDirectory'), {
      method: 'POST',
      path: '/directories',
      json: { name: 'Новая', parentId: null },
    });
    expect(createRefusals.map((refusal) => refusal.title)).toEqual([
      'refuses a request without a token',
      'refuses the body {}, which its schema does not allow',
    ]);
    const shared = genericRefusals(operation('openSharedLink'), { method: 'GET', path: '/shared/abc', as: null });
    expect(shared.some((refusal) => refusal.title.includes('without a token'))).toBe(false);
  });
});

describe('requestComplaint', () => {
  it('accepts the kit’s well-formed requests, numeric path parameters included', () => {
    expect(
      requestComplaint(operation('downloadVersion'), {
        method: 'GET',
        path: `/documents/${DOCUMENT}/versions/-1/download`,
      }),
    ).toBeNull();
    expect(
      requestComplaint(operation('getStatistics'), {
        method: 'GET',
        path: '/statistics?periodFrom=2026-11-1&periodTo=2026-11-25',
      }),
    ).toBeNull();
  });

  it('names what a request of the kit gets wrong', () => {
    expect(
      requestComplaint(operation('getStatistics'), { method: 'GET', path: '/statistics?periodFrom=2026-11-01' }),
    ).toMatch(/query parameter periodFrom: .*pattern.*; the query parameter periodTo is missing/);
    expect(
      requestComplaint(operation('createDirectory'), { method: 'POST', path: '/directories', json: { name: 'A' } }),
    ).toMatch(/body: .*parentId/);
    const form = new FormData();
    form.append('parentDirectoryId', DOCUMENT);
    expect(requestComplaint(operation('uploadDocument'), { method: 'POST', path: '/documents', form })).toMatch(
      /the form field file is missing/,
    );
  });
});
