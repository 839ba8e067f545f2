import type { OperationModel } from './contract-model';
import { genericRefusals } from './generic-refusals';
import type { Answer, KitClient, KitRequest } from './kit-client';
import type { CheckRecord, ExchangeRecord, OperationResult } from './report-model';
import { requestComplaint } from './request-check';
import { contractComplaint } from './response-check';

/** What a step expects besides keeping the contract. */
export interface Expectation {
  status: number | readonly number[];
  /** The catalogue code the problem's `title` must carry. */
  code?: string | readonly string[];
  /** A further check of the answer: why it fails, or null. */
  check?: (answer: Answer) => string | null;
}

/** A step later steps build on failed: the rest of its scenario cannot be exercised. */
export class Blocked extends Error {
  constructor(readonly operationId: string) {
    super(`«${operationId}» failed, and the steps after it build on it`);
  }
}

/** An ordinary account («user» role) with no rights in the kit's directory; optional. */
const ORDINARY_ROLE = 'user';

export const asList = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);

const titleOf = (answer: Answer) =>
  typeof answer.json === 'object' && answer.json !== null
    ? (answer.json as Record<string, unknown>)['title']
    : undefined;

function describeAnswer(answer: Answer): string {
  const title = titleOf(answer);
  return typeof title === 'string' ? `${String(answer.status)} ${title}` : String(answer.status);
}

/** Why the answer misses the expectation, or null when it meets it. */
function expectationComplaint(expectation: Expectation, answer: Answer): string | null {
  const statuses = asList(expectation.status);
  if (!statuses.includes(answer.status)) {
    const codes = expectation.code ? ` ${asList(expectation.code).join(' or ')}` : '';
    return `expected ${statuses.join(' or ')}${codes}, answered ${describeAnswer(answer)}`;
  }
  if (expectation.code) {
    const codes = asList(expectation.code);
    const title = titleOf(answer);
    if (typeof title !== 'string' || !codes.includes(title)) {
      return `expected the problem code ${codes.join(' or ')}, answered ${describeAnswer(answer)}`;
    }
  }
  return expectation.check?.(answer) ?? null;
}

/**
 * One run of the kit against a target: sends each step's request, checks the answer against the contract and the
 * step's expectation, and keeps every check per operation for the report. After an operation's first success it also
 * sends the refusals every operation documents (no token, a malformed id, an unknown id, a body that breaks its
 * schema), derived from that very request.
 */
export class ConformanceRun {
  private readonly checks = new Map<string, CheckRecord[]>();
  private readonly reasons = new Map<string, string>();
  private readonly probed = new Set<string>();
  private readonly operations: ReadonlyMap<string, OperationModel>;

  constructor(
    operations: readonly OperationModel[],
    private readonly client: KitClient,
  ) {
    this.operations = new Map(operations.map((operation) => [operation.operationId, operation]));
  }

  operation(operationId: string): OperationModel {
    const operation = this.operations.get(operationId);
    if (!operation) throw new Error(`The contract has no operation «${operationId}».`);
    return operation;
  }

  /** The role of an ordinary account, when the kit was given one: it provokes the 403s of the administrators' operations. */
  ordinaryRole(): string | null {
    return this.client.hasRole(ORDINARY_ROLE) ? ORDINARY_ROLE : null;
  }

  /** The operation's success status: the first 2xx the contract declares. */
  private successStatus(operationId: string): number {
    const status = Object.keys(this.operation(operationId).responses).find((key) => key.startsWith('2'));
    return Number(status ?? 200);
  }

  /** Sends the request and records whether the answer keeps the contract and meets the expectation. */
  async check(
    operationId: string,
    title: string,
    request: KitRequest,
    expectation?: Expectation,
  ): Promise<{ passed: boolean; answer?: Answer }> {
    const operation = this.operation(operationId);
    const expected = expectation ?? { status: this.successStatus(operationId) };
    let sent: { answer: Answer; exchange: ExchangeRecord };
    try {
      sent = await this.client.send(request);
    } catch (error) {
      this.record(operationId, {
        title,
        passed: false,
        complaint: `the request failed: ${error instanceof Error ? error.message : String(error)}`,
        exchange: { request: { method: request.method, url: this.client.url(request.path), headers: {} } },
      });
      return { passed: false };
    }
    const { answer, exchange } = sent;
    const meantValid = asList(expected.status).every((status) => status < 400);
    const complaint =
      (meantValid ? requestComplaint(operation, request) : null) ??
      contractComplaint(operation, answer) ??
      expectationComplaint(expected, answer);
    this.record(operationId, { title, passed: complaint === null, ...(complaint ? { complaint } : {}), exchange });
    const succeeded = complaint === null && answer.status < 300;
    if (succeeded && !this.probed.has(operationId)) {
      this.probed.add(operationId);
      for (const refusal of genericRefusals(operation, request, { ordinaryRole: this.ordinaryRole() })) {
        await this.check(operationId, refusal.title, refusal.request, refusal.expectation);
      }
    }
    return { passed: complaint === null, answer };
  }

  /** A step later steps build on: its answer, or Blocked when it failed. */
  async step(operationId: string, title: string, request: KitRequest, expectation?: Expectation): Promise<Answer> {
    const { passed, answer } = await this.check(operationId, title, request, expectation);
    if (!passed || !answer) throw new Blocked(operationId);
    return answer;
  }

  /** Records why an operation is not exercised, unless it already was. */
  skip(operationId: string, reason: string): void {
    this.operation(operationId);
    if (!this.reasons.has(operationId)) this.reasons.set(operationId, reason);
  }

  exercised(operationId: string): boolean {
    return (this.checks.get(operationId)?.length ?? 0) > 0;
  }

  private record(operationId: string, check: CheckRecord): void {
    const list = this.checks.get(operationId) ?? [];
    list.push(check);
    this.checks.set(operationId, list);
  }

  /** Per operation of the contract: passed, failed, or not exercised and why. */
  results(): OperationResult[] {
    return [...this.operations.values()].map((operation) => {
      const checks = this.checks.get(operation.operationId) ?? [];
      const { operationId, method, path, tag } = operation;
      const base = { operationId, method, path, tag };
      if (checks.length === 0) {
        return {
          ...base,
          outcome: 'not-exercised' as const,
          reason: this.reasons.get(operation.operationId) ?? 'no scenario of the kit reached it',
          checks,
        };
      }
      const outcome = checks.every((check) => check.passed) ? ('passed' as const) : ('failed' as const);
      return { ...base, outcome, checks };
    });
  }
}
