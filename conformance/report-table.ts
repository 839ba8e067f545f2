import {
  checksPassedText,
  type ConformanceReport,
  groupByTag,
  type OperationOutcome,
  type OperationResult,
  requestText,
  responseText,
  showControlCharacters,
  summaryLine,
} from './report-model';

const LABELS: Record<OperationOutcome, string> = { passed: 'PASS', failed: 'FAIL', 'not-exercised': 'SKIP' };
const COLORS: Record<OperationOutcome, string> = { passed: '32', failed: '31', 'not-exercised': '33' };

const paint = (text: string, code: string, color: boolean) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

const indent = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');

const operationLabel = (operation: OperationResult) =>
  `${operation.operationId}  ${operation.method.toUpperCase()} ${operation.path}`;

export function renderTable(report: ConformanceReport, options: { color?: boolean } = {}): string {
  const color = options.color ?? false;
  const groups = groupByTag(report.operations);
  const sorted = [...groups.values()].flat();
  const cells = (operation: OperationResult) => [
    LABELS[operation.outcome],
    operation.operationId,
    `${operation.method.toUpperCase()} ${operation.path}`,
    checksPassedText(operation),
  ];
  const header = ['', 'Operation', 'Request', 'Checks'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...sorted.map((operation) => cells(operation)[column]?.length ?? 0)),
  );
  // Padded before painting: the colour codes take up characters but no columns.
  const row = (values: string[], outcome?: OperationOutcome) =>
    values
      .map((value, column) => {
        const width = widths[column] ?? 0;
        const padded = column === values.length - 1 ? value.padStart(width) : value.padEnd(width);
        return column === 0 && outcome ? paint(padded, COLORS[outcome], color) : padded;
      })
      .join('  ');

  const lines = [row(header)];
  for (const [tag, operations] of groups) {
    lines.push('', tag);
    for (const operation of operations) lines.push(row(cells(operation), operation.outcome));
  }

  const failed = sorted.filter((operation) => operation.outcome === 'failed');
  if (failed.length > 0) {
    lines.push('', paint('Failures', COLORS.failed, color));
    for (const operation of failed) lines.push('', ...failureLines(operation));
  }
  const skipped = sorted.filter((operation) => operation.outcome === 'not-exercised');
  if (skipped.length > 0) {
    lines.push('', paint('Not exercised', COLORS['not-exercised'], color), '');
    for (const operation of skipped) {
      lines.push(`${operationLabel(operation)}: ${showControlCharacters(operation.reason ?? 'no reason given')}`);
    }
  }
  lines.push('', summaryLine(report), '');
  return lines.map((line) => line.trimEnd()).join('\n');
}

function failureLines(operation: OperationResult): string[] {
  const lines = [operationLabel(operation)];
  if (operation.reason) lines.push(indent(showControlCharacters(operation.reason), '  '));
  for (const check of operation.checks.filter((candidate) => !candidate.passed)) {
    lines.push(`  x ${showControlCharacters(check.title)}`);
    if (check.complaint) lines.push(indent(showControlCharacters(check.complaint), '    '));
    if (check.exchange) {
      lines.push('    request:', indent(showControlCharacters(requestText(check.exchange.request)), '      '));
      lines.push('    response:', indent(showControlCharacters(responseText(check.exchange.response)), '      '));
    }
  }
  return lines;
}
