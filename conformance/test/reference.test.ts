import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unavailableOperations } from '../../server/src/handlers/unavailable-operations';
import { bsdtarAvailable } from '../../server/src/services/archive-tool';
import { loadContractOperations } from '../contract-model';
import { renderJUnit } from '../report-junit';
import type { ConformanceReport } from '../report-model';
import { runConformance } from '../run-conformance';
import { startReferenceTarget } from './reference-target';

/**
 * The kit against our own reference server: every operation it implements passes, each one it does not yet implement
 * (Configuration.unavailableOperations) fails on its 501 or, where it only builds on such an operation, is reported
 * as not exercised with the reason. Nothing of the contract goes unreported.
 */
let report: ConformanceReport;
let close: () => Promise<void>;

beforeAll(async () => {
  const reference = await startReferenceTarget();
  close = reference.close;
  report = await runConformance({
    target: reference.target,
    tokens: reference.tokens,
    kit: { inviteEmail: 'kit@stroi-proekt.example', allowEmptyTrash: true },
  });
}, 120_000);

afterAll(async () => {
  await close();
});

describe('the conformance kit against the reference server', () => {
  it('reports every operation of the contract', () => {
    expect(report.operations.map((operation) => operation.operationId).sort()).toEqual(
      loadContractOperations()
        .map((operation) => operation.operationId)
        .sort(),
    );
  });

  it('passes every operation the server implements, each after more than one check', () => {
    const unavailable = new Set(unavailableOperations({ officeEditor: true }));
    const implemented = report.operations.filter((operation) => !unavailable.has(operation.operationId));
    const notPassed = implemented
      .filter((operation) => operation.outcome !== 'passed')
      .map((operation) => ({
        operationId: operation.operationId,
        reason: operation.reason,
        failed: operation.checks
          .filter((check) => !check.passed)
          .map((check) => `${check.title}: ${check.complaint ?? ''}`),
      }));
    expect(notPassed).toEqual([]);
    // The success and at least one refusal: no operation passes on a single lucky answer.
    const thin = implemented
      .filter((operation) => operation.checks.length < 2)
      .map((operation) => operation.operationId);
    expect(thin).toEqual([]);
  });

  it('fails each operation the server publishes as unavailable (none where bsdtar is installed) on its 501', () => {
    const unavailable = report.operations.filter((operation) =>
      unavailableOperations({ officeEditor: true }).includes(operation.operationId),
    );
    for (const operation of unavailable) {
      expect(operation.outcome, operation.operationId).toBe('failed');
      expect(operation.checks.every((check) => check.complaint?.startsWith('answered 501'))).toBe(true);
    }
    expect(unavailable.map((operation) => operation.operationId)).toEqual(
      bsdtarAvailable() ? [] : ['downloadArchiveFile', 'getArchiveContent'],
    );
  });

  it('checks the documented refusals by status and catalogue code', () => {
    const titles = report.operations.flatMap((operation) =>
      operation.checks.map((check) => `${operation.operationId}: ${check.title}`),
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        'createDirectory: refuses a sibling’s name: 409 DirectoryWithNameAlreadyExists',
        'getDocument: refuses a request without a token',
        'getDocument: refuses a malformed id («not-an-id»)',
        'getDocument: refuses an id that exists nowhere',
        'moveItems: refuses the root as the target: 400 CanNotMoveFilesToRootDirectory',
        'agreeDocument: refuses to agree with an open remark: 409 DocumentCommentsNotСommented',
        'createDirectory: refuses the body {}, which its schema does not allow',
        'getDirectory: hides the kit’s directory from an ordinary account without rights in it: 404',
        'moveItems: refuses to move an agreed document: 409 DocumentAgreed',
        'createNoteComment: refuses to comment on a remark of an agreed document: 409 DocumentAgreed',
        'createSecurityGroup: refuses an ordinary account: 403',
        'getStatistics: refuses an ordinary account: 403',
      ]),
    );
  });

  it('writes a JUnit report with one test case per operation', () => {
    const xml = renderJUnit(report);
    expect(xml.match(/<testcase /g)).toHaveLength(report.operations.length);
  });
});
