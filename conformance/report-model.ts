export type OperationOutcome = 'passed' | 'failed' | 'not-exercised';

export interface ExchangeRecord {
  request: { method: string; url: string; headers: Record<string, string>; body?: string };
  response?: { status: number; headers: Record<string, string>; body: string };
}

export interface CheckRecord {
  /** What this step checked, e.g. «creates a directory in the kit's own directory» or «refuses an unknown id with 404 UnknownDirectory». */
  title: string;
  passed: boolean;
  /** Why it failed: the contract's complaint or the expectation that was not met. */
  complaint?: string;
  exchange?: ExchangeRecord;
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  outcome: OperationOutcome;
  /** Why an operation was not exercised. */
  reason?: string;
  checks: CheckRecord[];
}

export interface ConformanceReport {
  target: string;
  contractVersion: string;
  startedAt: string; // ISO
  durationMs: number;
  operations: OperationResult[];
}

export function summarize(report: ConformanceReport): {
  passed: number;
  failed: number;
  notExercised: number;
  checks: number;
  failedChecks: number;
} {
  const summary = { passed: 0, failed: 0, notExercised: 0, checks: 0, failedChecks: 0 };
  for (const operation of report.operations) {
    if (operation.outcome === 'passed') summary.passed++;
    else if (operation.outcome === 'failed') summary.failed++;
    else summary.notExercised++;
    summary.checks += operation.checks.length;
    summary.failedChecks += operation.checks.filter((check) => !check.passed).length;
  }
  return summary;
}

const REQUEST_BODY_LIMIT = 500;
const RESPONSE_BODY_LIMIT = 1000;

/** Shared by every renderer so the terminal, CI and the page order operations alike. */
function byTagThenPath(a: OperationResult, b: OperationResult): number {
  return compareText(a.tag, b.tag) || compareText(a.path, b.path) || compareText(a.method, b.method);
}

// Code-unit order, not localeCompare: the report must read the same on every machine whatever its locale.
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function groupByTag(operations: readonly OperationResult[]): Map<string, OperationResult[]> {
  const groups = new Map<string, OperationResult[]>();
  for (const operation of [...operations].sort(byTagThenPath)) {
    const group = groups.get(operation.tag);
    if (group) group.push(operation);
    else groups.set(operation.tag, [operation]);
  }
  return groups;
}

export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  // Never cut a surrogate pair in half: the lone half is invalid in XML and shows as garbage elsewhere.
  const end = /[\uD800-\uDBFF]/.test(text.charAt(limit - 1)) ? limit - 1 : limit;
  return `${text.slice(0, end)}… (${text.length - end} more characters)`;
}

/**
 * Control characters from the server's body shown as \uXXXX: raw, an escape sequence would recolour or rewrite the
 * reader's terminal, and most are not allowed in XML or HTML at all.
 */
export function showControlCharacters(text: string): string {
  return text.replace(/\p{Cc}/gu, (character) =>
    character === '\n' || character === '\t'
      ? character
      : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** The request line and its body; headers are left out as they may carry the kit's credentials. */
export function requestText(request: ExchangeRecord['request']): string {
  const line = `${request.method.toUpperCase()} ${request.url}`;
  return request.body ? `${line}\n${truncate(request.body, REQUEST_BODY_LIMIT)}` : line;
}

export function responseText(response: ExchangeRecord['response']): string {
  if (!response) return 'no response';
  const contentType = headerValue(response.headers, 'content-type');
  const line = contentType ? `${response.status} ${contentType}` : String(response.status);
  return response.body ? `${line}\n${truncate(response.body, RESPONSE_BODY_LIMIT)}` : line;
}

export const checksPassedText = (operation: OperationResult) =>
  `${operation.checks.filter((check) => check.passed).length}/${operation.checks.length}`;

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function summaryLine(report: ConformanceReport): string {
  const summary = summarize(report);
  return (
    `${plural(report.operations.length, 'operation')}: ${summary.passed} passed, ${summary.failed} failed, ` +
    `${summary.notExercised} not exercised; ${plural(summary.checks, 'check')}`
  );
}
