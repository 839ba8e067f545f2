import { describe, expect, it } from 'vitest';
import { report } from './report-fixture';
import { renderTable } from './report-table';

// eslint-disable-next-line no-control-regex -- looking for the very escape codes the table must not print
const ANSI = /\u001b\[/;

describe('renderTable', () => {
  const table = renderTable(report);
  const lines = table.split('\n');

  it('lists one row per operation, grouped by tag, with its checks passed of total', () => {
    const rows = lines.filter((line) => /^(PASS|FAIL|SKIP) /.test(line));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^SKIP\s+deleteAccount\s+DELETE \/me\s+0\/0$/);
    expect(rows[1]).toMatch(/^FAIL\s+createDirectory\s+POST \/directories\s+1\/2$/);
    expect(rows[2]).toMatch(/^PASS\s+getDirectory\s+GET \/directories\/\{directoryId\}\s+2\/2$/);
    expect(lines.indexOf('Account')).toBeLessThan(lines.indexOf('Directories'));
  });

  it('aligns the columns across rows', () => {
    const rows = lines.filter((line) => /^(PASS|FAIL|SKIP) /.test(line));
    const requestColumns = rows.map((row) => row.search(/(GET|POST|DELETE) \//));
    expect(new Set(requestColumns).size).toBe(1);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
  });

  it('details the failed check: title, complaint, request and response', () => {
    expect(table).toContain('x creates a directory in the kit’s own directory');
    expect(table).toContain('answered 500, which the contract does not declare');
    expect(table).toContain('POST http://localhost:8080/api/v1/directories');
    expect(table).toContain('500 text/html');
    expect(table).toContain('<script>alert(1)</script> &');
    expect(table).not.toContain('refuses an empty name with 400');
  });

  it('truncates the request body and leaves out the request headers', () => {
    expect(table).toMatch(/x{400,}… \(\d+ more characters\)/);
    expect(table).not.toContain('x'.repeat(600));
    expect(table).not.toContain('secret-token');
  });

  it('shows the server’s control characters rather than sending them to the terminal', () => {
    expect(table).toContain('\\u001b[2J\\u0000');
    expect(table).not.toMatch(ANSI);
    expect(table).not.toContain('\u0000');
  });

  it('gives the reason an operation was not exercised', () => {
    expect(table).toContain('deleteAccount  DELETE /me: the kit does not delete its own account');
  });

  it('ends with the summary line', () => {
    expect(table.trimEnd().split('\n').at(-1)).toBe('3 operations: 1 passed, 1 failed, 1 not exercised; 4 checks');
  });

  it('colours the outcomes only when asked', () => {
    const coloured = renderTable(report, { color: true });
    expect(coloured).toContain('\u001b[31mFAIL\u001b[0m');
    expect(coloured).toContain('\u001b[32mPASS\u001b[0m');
    expect(coloured).toContain('\u001b[33mSKIP\u001b[0m');
    // eslint-disable-next-line no-control-regex -- the codes are what is being removed
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(table);
  });
});
