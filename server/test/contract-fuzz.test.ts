import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationHandlers } from '../src/handlers/operation-handlers';
import type { TestServer } from './directory-helpers';
import { downloadTree } from './download-helpers';
import { loadContractOperations, type OperationModel } from '../../conformance/contract-model';
import { requestArbitrary, type Caller, type FuzzRequest } from './fuzz/fuzz-requests';
import { contractComplaint } from '../../conformance/response-check';
import { startOfficeServer } from './office-helpers';
import { ADMIN, STAFF, USER } from './test-server';

/**
 * The contract fuzzer (issue 18): requests generated from openapi/v1.yaml with fast-check — valid and broken bodies,
 * parameters, media types and callers — sent to the real server; every answer must keep the contract (declared
 * status, media type and schema) and none may be a 5xx. The seed is fixed so a failure can be replayed
 * (`FUZZ_SEED`); `FUZZ_RUNS` changes the total (10,000 by default).
 */
const TOTAL_RUNS = Number(process.env['FUZZ_RUNS'] ?? 10_000);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_125);
/** What one failure report shows at most, so that a broken build still prints readably. */
const REPORTED = 40;

let server: TestServer;
let tokens: Record<Caller, string | undefined>;
let pool: { ids: string[] };

beforeAll(async () => {
  // With an office editor's discovery (a stand-in), so that the office session is fuzzed as it is answered.
  server = await startOfficeServer();
  const tree = await downloadTree(server);
  const rows = await Promise.all([
    server.app.db.selectFrom('directories').select('id').execute(),
    server.app.db.selectFrom('documents').select('id').execute(),
    server.app.db.selectFrom('accounts').select('id').execute(),
  ]);
  pool = { ids: [...rows.flat().map((row) => row.id), tree.plan.id, tree.stage.id] };
  tokens = {
    admin: await server.tokenFor(ADMIN),
    staff: await server.tokenFor(STAFF),
    user: await server.tokenFor(USER),
    none: undefined,
    forged: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  };
}, 60_000);
afterAll(async () => {
  await server.app.close();
});

/** The operations a server of this version answers (the rest answer 501 until their issue lands). */
const answered = (operation: OperationModel) => operation.operationId in operationHandlers;

async function send(request: FuzzRequest) {
  const token = tokens[request.caller];
  return server.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

describe('the contract fuzzer', () => {
  it(`sends ${String(TOTAL_RUNS)} generated requests and gets no 5xx and no answer that breaks the contract`, async () => {
    const operations = loadContractOperations().filter(answered);
    const runsEach = Math.ceil(TOTAL_RUNS / operations.length);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, operation] of operations.entries()) {
      const requests = fc.sample(requestArbitrary(operation, pool), { numRuns: runsEach, seed: SEED + index });
      for (const request of requests) {
        const response = await send(request);
        sent += 1;
        const complaint = contractComplaint(operation, {
          status: response.statusCode,
          headers: response.headers as Record<string, string | undefined>,
          text: response.body,
          byteLength: response.rawPayload.length,
        });
        if (complaint !== null)
          failures.push(
            `${operation.operationId} (${request.caller}) ${request.method} ${request.url} ` +
              `[${request.headers['content-type'] ?? 'no body'}] ${String(request.payload ?? '').slice(0, 120)}\n    → ${complaint}`,
          );
      }
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_RUNS);
    expect(
      failures.slice(0, REPORTED),
      `${String(failures.length)} of ${String(sent)} answers broke the contract`,
    ).toEqual([]);
  }, 600_000);
});
