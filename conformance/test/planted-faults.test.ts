import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceReport } from '../report-model';
import { runConformance } from '../run-conformance';
import { startFaultProxy, type Fault, type ProxiedAnswer } from './fault-proxy';
import { startReferenceTarget } from './reference-target';

/**
 * Deliberately broken servers: the reference server behind a proxy that plants one fault. The kit must report each
 * fault on the operation that has it, and every other operation exactly as it does without the fault.
 */
type Reference = Awaited<ReturnType<typeof startReferenceTarget>>;
let reference: Reference;
let baseline: Map<string, string>;

const outcomes = (report: ConformanceReport) =>
  new Map(report.operations.map((operation) => [operation.operationId, operation.outcome]));

async function runThrough(fault: Fault): Promise<ConformanceReport> {
  const proxy = await startFaultProxy(reference.target, fault);
  try {
    return await runConformance({ target: proxy.target, tokens: await reference.freshTokens() });
  } finally {
    await proxy.close();
  }
}

const isDocument = (answer: ProxiedAnswer) => /^\/documents\/[0-9a-f-]{36}$/.test(answer.path);

function rewriteJson(answer: ProxiedAnswer, change: (body: Record<string, unknown>) => void): ProxiedAnswer {
  const body = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
  change(body);
  return { ...answer, body: Buffer.from(JSON.stringify(body)) };
}

const FAULTS: { name: string; operationId: string; complaint: RegExp; fault: Fault }[] = [
  {
    name: 'a required field dropped',
    operationId: 'getDocument',
    complaint: /must have required property 'name'/,
    fault: (answer) =>
      answer.method === 'GET' && isDocument(answer) && answer.status === 200
        ? rewriteJson(answer, (body) => {
            delete body['name'];
          })
        : answer,
  },
  {
    name: 'the wrong status',
    operationId: 'uploadDirectory',
    complaint: /answered 201, which the contract does not declare/,
    fault: (answer) =>
      answer.method === 'POST' && answer.path === '/directories/upload' && answer.status === 200
        ? { ...answer, status: 201 }
        : answer,
  },
  {
    name: 'a problem without a catalogue code',
    operationId: 'renameDirectory',
    complaint: /title must be equal to one of the allowed values/,
    fault: (answer) =>
      answer.method === 'PUT' && answer.path.endsWith('/rename') && answer.status === 409
        ? rewriteJson(answer, (body) => {
            body['title'] = 'NameTaken';
          })
        : answer,
  },
];

beforeAll(async () => {
  reference = await startReferenceTarget();
  baseline = outcomes(await runThrough((answer) => answer));
}, 120_000);

afterAll(async () => {
  await reference.close();
});

describe('the conformance kit against deliberately broken servers', () => {
  it('passes through the proxy when no fault is planted', () => {
    expect([...baseline.values()].filter((outcome) => outcome === 'passed').length).toBeGreaterThan(75);
  });

  it.each(FAULTS)(
    'reports $name on $operationId and nothing else',
    async ({ operationId, complaint, fault }) => {
      const report = await runThrough(fault);
      const changed = report.operations
        .filter((operation) => operation.outcome !== baseline.get(operation.operationId))
        .map((operation) => operation.operationId);
      expect(changed).toEqual([operationId]);
      const faulty = report.operations.find((operation) => operation.operationId === operationId);
      expect(faulty?.outcome).toBe('failed');
      const failed = faulty?.checks.filter((check) => !check.passed) ?? [];
      expect(failed.length).toBeGreaterThan(0);
      for (const check of failed) expect(check.complaint).toMatch(complaint);
    },
    60_000,
  );
});
