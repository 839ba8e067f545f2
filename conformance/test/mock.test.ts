import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../mocks/prism-mock';
import type { ConformanceReport } from '../report-model';
import { runConformance } from '../run-conformance';

/**
 * The kit against the Prism mock frontend developers use: every answer of the mock keeps the contract, while what a
 * mock cannot do (remember what was created, refuse a duplicate name or an unknown id) is reported as failed, not
 * passed on the strength of a well-formed example.
 */
let mock: MockServer;
let report: ConformanceReport;

beforeAll(async () => {
  mock = await startMockServer();
  report = await runConformance({ target: `${mock.origin}/v1`, tokens: { admin: 'any-token' } });
}, 120_000);

afterAll(async () => {
  await mock.close();
});

const checks = () =>
  report.operations.flatMap((operation) =>
    operation.checks.map((check) => ({ operationId: operation.operationId, ...check })),
  );

describe('the conformance kit against the Prism mock', () => {
  it('finds no answer of the mock that breaks the contract', () => {
    const contractComplaints = checks().filter((check) => check.complaint?.startsWith('answered'));
    expect(contractComplaints.map((check) => `${check.operationId}: ${check.complaint ?? ''}`)).toEqual([]);
  });

  it('reports the refusals a mock cannot make as failed, with what it answered instead', () => {
    const ruleRefusals = checks().filter((check) =>
      /^refuses (a sibling|a second|the root|to agree)/.test(check.title),
    );
    expect(ruleRefusals.length).toBeGreaterThanOrEqual(6);
    for (const check of ruleRefusals) {
      expect(check.passed, `${check.operationId}: ${check.title}`).toBe(false);
      expect(check.complaint).toMatch(/^expected 4\d\d .*, answered 2\d\d$/);
    }
    const unknownIds = checks().filter((check) => check.title.endsWith('that exists nowhere'));
    expect(unknownIds.length).toBeGreaterThan(30);
    expect(unknownIds.filter((check) => check.passed)).toEqual([]);
  });

  it('passes what the mock does check: the token', () => {
    const withoutToken = checks().filter((check) => check.title === 'refuses a request without a token');
    expect(withoutToken.length).toBeGreaterThan(30);
    expect(withoutToken.filter((check) => !check.passed)).toEqual([]);
  });

  it('fails most operations, so that a mock can never pass for a server', () => {
    const passed = report.operations.filter((operation) => operation.outcome === 'passed');
    expect(passed.length).toBeLessThan(report.operations.length / 3);
  });
});
