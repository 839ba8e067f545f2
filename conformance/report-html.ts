import { escapeHtml as escapeMarkup } from '../server/src/oidc/pages';
import {
  type CheckRecord,
  checksPassedText,
  type ConformanceReport,
  groupByTag,
  type OperationOutcome,
  type OperationResult,
  requestText,
  responseText,
  showControlCharacters,
  summarize,
} from './report-model';

/** Text for the page: control characters shown as \uXXXX, markup characters escaped as the sign-in pages do. */
function escapeHtml(text: string): string {
  return escapeMarkup(showControlCharacters(text));
}

const LABELS: Record<OperationOutcome, string> = { passed: 'PASS', failed: 'FAIL', 'not-exercised': 'SKIP' };

const badge = (outcome: OperationOutcome) => `<span class="badge ${outcome}">${LABELS[outcome]}</span>`;

// Operation ids come from the contract, but an id attribute must not break on whatever a vendor's contract holds.
const anchorOf = (operation: OperationResult) => `op-${operation.operationId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

const requestOf = (operation: OperationResult) =>
  `<code>${escapeHtml(`${operation.method.toUpperCase()} ${operation.path}`)}</code>`;

const STYLE = `
:root { font-family: system-ui, sans-serif; line-height: 1.4; color: #1f2328; background: #fff; }
body { margin: 0 auto; padding: 1rem; max-width: 72rem; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.2rem; margin-top: 2rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; min-width: 100%; }
th, td { text-align: left; padding: 0.3rem 0.6rem; border-bottom: 1px solid #d0d7de; white-space: nowrap; }
th[scope="colgroup"] { background: #f6f8fa; }
td.checks { text-align: right; }
.badge { display: inline-block; padding: 0 0.4rem; border-radius: 0.25rem; color: #fff; font-size: 0.8rem; font-weight: 700; }
.badge.passed { background: #1a7f37; }
.badge.failed { background: #cf222e; }
.badge.not-exercised { background: #9a6700; }
details { border: 1px solid #d0d7de; border-radius: 0.4rem; margin: 0.5rem 0; padding: 0.4rem 0.6rem; }
summary { cursor: pointer; overflow-wrap: anywhere; }
ul.checks { padding-left: 1.2rem; }
li.check { margin: 0.4rem 0; }
li.check.failed > .title { color: #cf222e; font-weight: 600; }
pre { overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f8fa; padding: 0.5rem; border-radius: 0.3rem; font-size: 0.8rem; margin: 0.3rem 0; }
`;

export function renderHtml(report: ConformanceReport): string {
  const summary = summarize(report);
  const groups = [...groupByTag(report.operations)];
  const title = `Conformance of ${report.target} to contract ${report.contractVersion}`;
  const counts =
    `${badge('passed')} ${summary.passed} passed · ${badge('failed')} ${summary.failed} failed · ` +
    `${badge('not-exercised')} ${summary.notExercised} not exercised · ` +
    `${summary.checks} checks, ${summary.failedChecks} failed`;
  const overview = groups
    .map(
      ([tag, operations]) =>
        `<tbody><tr><th colspan="4" scope="colgroup">${escapeHtml(tag)}</th></tr>\n` +
        operations
          .map(
            (operation) =>
              `<tr><td>${badge(operation.outcome)}</td>` +
              `<td><a href="#${anchorOf(operation)}">${escapeHtml(operation.operationId)}</a></td>` +
              `<td>${requestOf(operation)}</td><td class="checks">${checksPassedText(operation)}</td></tr>`,
          )
          .join('\n') +
        '</tbody>',
    )
    .join('\n');
  const sections = groups
    .map(([tag, operations]) => `<h3>${escapeHtml(tag)}</h3>\n${operations.map(operationDetails).join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Conformance report</h1>
<dl>
<dt>Target</dt><dd>${escapeHtml(report.target)}</dd>
<dt>Contract version</dt><dd>${escapeHtml(report.contractVersion)}</dd>
<dt>Started</dt><dd><time datetime="${escapeHtml(report.startedAt)}">${escapeHtml(report.startedAt)}</time></dd>
<dt>Duration</dt><dd>${(report.durationMs / 1000).toFixed(1)} s</dd>
<dt>Operations</dt><dd>${report.operations.length}: ${counts}</dd>
</dl>
</header>
<main>
<h2>Operations</h2>
<div class="scroll">
<table>
<thead><tr><th scope="col">Outcome</th><th scope="col">Operation</th><th scope="col">Request</th><th scope="col">Checks</th></tr></thead>
${overview}
</table>
</div>
<h2>Checks</h2>
${sections}
</main>
</body>
</html>
`;
}

function operationDetails(operation: OperationResult): string {
  const open = operation.outcome === 'failed' ? ' open' : '';
  const reason = operation.reason ? `<p>${escapeHtml(operation.reason)}</p>` : '';
  const checks =
    operation.checks.length > 0 ? `<ul class="checks">\n${operation.checks.map(checkItem).join('\n')}\n</ul>` : '';
  return (
    `<details id="${anchorOf(operation)}"${open}>\n` +
    `<summary>${badge(operation.outcome)} ${escapeHtml(operation.operationId)} ${requestOf(operation)} ` +
    `(${checksPassedText(operation)} checks)</summary>\n${reason}${checks}\n</details>`
  );
}

function checkItem(check: CheckRecord): string {
  const state = check.passed ? 'passed' : 'failed';
  const complaint = check.complaint ? `<p>${escapeHtml(check.complaint)}</p>` : '';
  const exchange = check.exchange
    ? `<pre>${escapeHtml(requestText(check.exchange.request))}</pre>\n` +
      `<pre>${escapeHtml(responseText(check.exchange.response))}</pre>`
    : '';
  return (
    `<li class="check ${state}"><span class="title">${check.passed ? '✓' : '✗'} ${state}: ` +
    `${escapeHtml(check.title)}</span>${complaint}${exchange}</li>`
  );
}
