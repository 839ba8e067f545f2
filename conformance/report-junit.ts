import {
  type ConformanceReport,
  groupByTag,
  type OperationResult,
  plural,
  requestText,
  responseText,
  showControlCharacters,
  summarize,
  truncate,
} from './report-model';

// Outside XML 1.0's Char production: the C0 controls (shown as \uXXXX before this), lone surrogates, U+FFFE, U+FFFF.
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return showControlCharacters(text)
    .replace(NOT_XML_CHARACTER, '')
    .replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

// A parser turns raw line breaks in an attribute into spaces; written as references they survive.
const escapeAttribute = (text: string) => escapeXml(text).replace(/\n/g, '&#10;');

const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');

const seconds = (ms: number) => (ms / 1000).toFixed(3);

export function renderJUnit(report: ConformanceReport): string {
  const summary = summarize(report);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({
      name: `Conformance of ${report.target} to contract ${report.contractVersion}`,
      tests: report.operations.length,
      failures: summary.failed,
      errors: 0,
      skipped: summary.notExercised,
      time: seconds(report.durationMs),
      timestamp: report.startedAt,
    })}>`,
  ];
  for (const [tag, operations] of groupByTag(report.operations)) {
    const count = (outcome: OperationResult['outcome']) =>
      operations.filter((operation) => operation.outcome === outcome).length;
    lines.push(
      `  <testsuite${attributes({
        name: tag,
        tests: operations.length,
        failures: count('failed'),
        errors: 0,
        skipped: count('not-exercised'),
        // The kit times the run as a whole, not each operation.
        time: seconds(0),
        timestamp: report.startedAt,
      })}>`,
      '    <properties>',
      `      <property${attributes({ name: 'target', value: report.target })}/>`,
      `      <property${attributes({ name: 'contractVersion', value: report.contractVersion })}/>`,
      '    </properties>',
    );
    for (const operation of operations) lines.push(...testcase(operation));
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}

function testcase(operation: OperationResult): string[] {
  const open = `    <testcase${attributes({
    classname: operation.tag,
    name: `${operation.operationId} ${operation.method.toUpperCase()} ${operation.path}`,
    time: seconds(0),
  })}`;
  if (operation.outcome === 'not-exercised') {
    return [
      `${open}>`,
      `      <skipped${attributes({ message: operation.reason ?? 'not exercised' })}/>`,
      '    </testcase>',
    ];
  }
  if (operation.outcome === 'passed') return [`${open}/>`];
  const failedChecks = operation.checks.filter((check) => !check.passed);
  const first = failedChecks[0];
  const message = first
    ? `${plural(failedChecks.length, 'check')} of ${operation.checks.length} failed: ${first.title}` +
      (first.complaint ? ` (${first.complaint})` : '')
    : (operation.reason ?? 'failed');
  const details = failedChecks.map((check) =>
    [
      `x ${check.title}`,
      ...(check.complaint ? [check.complaint] : []),
      ...(check.exchange
        ? [`request: ${requestText(check.exchange.request)}`, `response: ${responseText(check.exchange.response)}`]
        : []),
    ].join('\n'),
  );
  if (operation.reason) details.unshift(operation.reason);
  return [
    `${open}>`,
    `      <failure${attributes({ message: truncate(message, 300), type: 'ConformanceFailure' })}>${escapeXml(details.join('\n\n'))}</failure>`,
    '    </testcase>',
  ];
}
