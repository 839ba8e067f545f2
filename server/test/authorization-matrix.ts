import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../codegen/model/role';
import { OPERATION_RULES, type OperationRule } from '../src/policies/operation-rights';
import { OPERATION_CASES, type OperationCase } from './authorization-requests';
import { buildWorld, resetSharedBlob, ROLES, SCENARIOS, worldSnapshot, type Scenario } from './authorization-world';
import type { TestServer } from './directory-helpers';
import { startTestServer } from './test-server';
import { CONTRACT_OPERATIONS } from './contract-operations';

/**
 * The authorization matrix (docs/access-control.md), generated from the operation table: every operation × the six
 * roles × five scenarios — a member of a group with the needed operations on the governing point, a member of one
 * without them, no member, the point inherited from an ancestor, the point overridden by a nearer owner of another
 * group. Each case runs on a world of its own; a refusal must change nothing.
 *
 * The operations are dealt to MATRIX_PARTS test files (authorization-matrix.part-N.test.ts), so that the test runner
 * can spread the matrix, its longest suite, over the machine's cores.
 */
export const MATRIX_PARTS = 3;

const ELEVATED: ReadonlySet<Role> = new Set(['administrator', 'developer']);
const DOWNLOADING: ReadonlySet<Role> = new Set(['staff', 'administrator', 'developer']);

/** What the table says the case answers. */
function expectedStatus(rule: OperationRule, kase: OperationCase, role: Role, scenario: Scenario): number {
  if (rule.public) return kase.allowed;
  const elevated = ELEVATED.has(role);
  if (rule.elevated && !elevated) return 403;
  const checks = rule.checks ?? [];
  if (!elevated && checks.length > 0) {
    if (scenario === 'outsider' || scenario === 'overridden') return 404;
    const needsRight = checks.some((check) => check.need !== 'see' && check.need !== 'pass');
    if (scenario === 'lacking' && needsRight) return 403;
  }
  if (kase.downloadRole && !DOWNLOADING.has(role)) return 403;
  return kase.allowed;
}

/** The matrix for the operations of part `part` (1 … MATRIX_PARTS): every other MATRIX_PARTS-th, by name. */
export function describeMatrixPart(part: number): void {
  const operations = Object.entries(OPERATION_RULES)
    .sort(([a], [b]) => a.localeCompare(b))
    .filter((_, index) => index % MATRIX_PARTS === part - 1);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    resetSharedBlob();
  });
  afterAll(async () => {
    await server.app.close();
  });

  if (part === 1)
    describe('the operation table', () => {
      it('has a rule and a matrix case for every operation of the contract, and none for anything else', () => {
        expect(Object.keys(OPERATION_RULES).sort()).toEqual([...CONTRACT_OPERATIONS].sort());
        expect(Object.keys(OPERATION_CASES).sort()).toEqual([...CONTRACT_OPERATIONS].sort());
      });
    });

  describe(`the authorization matrix, part ${String(part)} of ${String(MATRIX_PARTS)}`, () => {
    for (const [operationId, rule] of operations) {
      it(`${operationId}: every role in every scenario gets what the table says, and a refusal changes nothing`, async () => {
        const kase = OPERATION_CASES[operationId];
        if (!kase) throw new Error(`No case for ${operationId}.`);
        const mismatches: string[] = [];
        for (const role of ROLES)
          for (const scenario of SCENARIOS) {
            const world = await buildWorld(server, role, scenario);
            const expected = expectedStatus(rule, kase, role, scenario);
            const refused = expected === 403 || expected === 404;
            const before = refused ? await worldSnapshot(server.app.db, world) : undefined;
            const response = await server.call(rule.public ? null : world.account, kase.request(world));
            if (response.statusCode !== expected)
              mismatches.push(
                `${role}/${scenario}: ${String(response.statusCode)} ≠ ${String(expected)} ${response.body}`,
              );
            else if (before) {
              const after = await worldSnapshot(server.app.db, world);
              if (JSON.stringify(after) !== JSON.stringify(before))
                mismatches.push(`${role}/${scenario}: changed data`);
            }
          }
        expect(mismatches).toEqual([]);
        // Every role in every scenario is a world of its own: on a loaded machine one operation's worlds take long, and
        // a test cut short would go on changing data under the next one's snapshots.
      }, 60_000);
    }
  });
}
