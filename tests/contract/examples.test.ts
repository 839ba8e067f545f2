import { describe, expect, inject, it } from 'vitest';
import type { ZodType } from 'zod';
import { problemSchema } from '../../src/api/problem.schema';
import { buildRequest, contractCases } from '../support/contract-cases';
import { loadContract } from '../../mocks/contract-document';
import { generatedZodBodySchema, generatedZodSchema } from '../support/generated-zod';

const contract = loadContract();
const cases = contractCases(contract.operations);
const origin = inject('mockOrigin');

const isJson = (contentType: string): boolean => /json/.test(contentType);

/** The generated zod schema of a response, or the hand-checked Problem schema (orval skips problem+json). */
function responseSchema(operationId: string, status: number, contentType: string): ZodType {
  if (contentType.startsWith('application/problem+json')) return problemSchema;
  return generatedZodSchema(operationId, status);
}

describe('the Prism mock answers every documented status and example, valid against the generated schemas', () => {
  it('has cases for every operation', () => {
    expect(new Set(cases.map((c) => c.operation.operationId)).size).toBe(contract.operations.length);
  });

  it.each(
    contract.operations.flatMap((operation) =>
      Object.entries(operation.requestBody?.content['application/json']?.examples ?? {}).map(
        ([name, example]) =>
          [`${operation.operationId} request ${name}`, operation.operationId, example.value] as const,
      ),
    ),
  )('%s is valid against the generated body schema', (_title, operationId, value) => {
    const schema = generatedZodBodySchema(operationId);
    expect(schema, operationId).toBeDefined();
    expect(schema?.safeParse(value).error?.issues ?? []).toEqual([]);
  });

  it.each(cases.map((testCase) => [testCase.title, testCase] as const))('%s', async (_title, testCase) => {
    const { url, init } = buildRequest(origin, testCase, contract.resolve);
    const response = await fetch(url, init);
    const text = await response.text();
    expect(response.status, text).toBe(testCase.status);

    const contentType = response.headers.get('content-type') ?? '';
    if (testCase.responseContentTypes.length === 0) {
      expect(text).toBe('');
      return;
    }
    expect(
      testCase.responseContentTypes.some((type) => contentType.startsWith(type)),
      contentType,
    ).toBe(true);
    if (!isJson(contentType)) return;

    const body: unknown = JSON.parse(text);
    if (testCase.responseExample) expect(body).toEqual(testCase.responseExample.value);
    const parsed = responseSchema(testCase.operation.operationId, testCase.status, contentType).safeParse(body);
    expect(parsed.error?.issues ?? [], testCase.title).toEqual([]);
  });
});
