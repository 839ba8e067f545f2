import { describe, expect, it } from 'vitest';
import { loadContract } from '../../mocks/contract-document';
import { CALL_CATALOGUE, DESIGNED_CALLS, DESIGNED_ERROR_CODES, ERROR_CATALOGUE } from './catalogue';

const contract = loadContract();

/** Raised by the client itself, or by blocking documents, a call the specification does not list. */
const CODES_NO_OPERATION_RETURNS = ['IncorrectServerData', 'DisableDocumentFailed', 'EnableDocumentFailed'];
const calls = new Set(contract.operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));

/** Path parameter names are free: compare shapes, not names. */
const shape = (call: string): string => call.replace(/\{[^}]+\}/g, '{}');
const callShapes = new Set([...calls].map(shape));

describe('the contract covers the specification', () => {
  it.each(CALL_CATALOGUE)('has the call %s', (call) => {
    expect(callShapes).toContain(shape(call));
  });

  it.each(DESIGNED_CALLS)('has the designed call %s, marked x-designed', (call) => {
    const op = contract.operations.find(
      (candidate) => shape(`${candidate.method.toUpperCase()} ${candidate.path}`) === shape(call),
    );
    expect(op, call).toBeDefined();
    expect(op?.['x-designed']).toBe(true);
  });

  it('has no call that is neither in the catalogue nor designed', () => {
    const known = new Set([...CALL_CATALOGUE, ...DESIGNED_CALLS].map(shape));
    expect([...callShapes].filter((call) => !known.has(call))).toEqual([]);
  });

  it('lists every error code of the catalogue in the Problem title enum, and nothing else but designed ones', () => {
    const titleEnum = contract.schema('ProblemCode')['enum'];
    expect(titleEnum).toEqual(expect.arrayContaining([...ERROR_CATALOGUE]));
    expect(new Set(titleEnum as string[])).toEqual(new Set([...ERROR_CATALOGUE, ...DESIGNED_ERROR_CODES]));
    const description = contract.schema('ProblemCode')['description'] as string;
    for (const code of DESIGNED_ERROR_CODES) expect(description).toContain(code);
  });

  it('keeps the Cyrillic С of DocumentCommentsNotСommented byte-exact', () => {
    const code = (contract.schema('ProblemCode')['enum'] as string[]).find((c) => c.startsWith('DocumentCommentsNot'));
    expect(Buffer.from(code ?? '', 'utf8').toString('hex')).toBe(
      Buffer.from('DocumentCommentsNot', 'utf8').toString('hex') + 'd0a1' + Buffer.from('ommented').toString('hex'),
    );
  });

  it('uses Problem for every error response and documents an example of every code', () => {
    const codesWithExamples = new Set<string>();
    for (const op of contract.operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const media = response.content?.['application/problem+json'];
        expect(media, `${op.operationId} ${status}`).toBeDefined();
        for (const example of Object.values(media?.examples ?? {})) {
          const value = example.value as { title: string; status: number };
          expect(value.status, `${op.operationId} ${status} ${value.title}`).toBe(Number(status));
          codesWithExamples.add(value.title);
        }
      }
    }
    // Every code is returned by at least one operation, except those docs/contract.md names.
    expect([...ERROR_CATALOGUE].filter((code) => !codesWithExamples.has(code))).toEqual(CODES_NO_OPERATION_RETURNS);
  });

  it('gives every operation one tag, a summary and a unique operationId', () => {
    const ids = contract.operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of contract.operations) {
      expect(op.tags, op.operationId).toHaveLength(1);
      expect(op.summary, op.operationId).toBeTruthy();
    }
  });

  it('answers 401 on every operation that needs sign-in', () => {
    for (const op of contract.operations) {
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      expect(Object.keys(op.responses).includes('401'), op.operationId).toBe(!isPublic);
    }
  });
});
