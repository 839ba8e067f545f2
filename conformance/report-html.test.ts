import { describe, expect, it } from 'vitest';
import { renderHtml } from './report-html';
import { report } from './report-fixture';

describe('renderHtml', () => {
  const html = renderHtml(report);

  it('is a self-contained English page with a title and no scripts', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<title>Conformance of http://localhost:8080/api/v1 to contract 1.0.0</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/<script|<link|src=/i);
  });

  it('escapes the server’s answer', () => {
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    expect(html).toContain('\\u001b[2J\\u0000');
    // eslint-disable-next-line no-control-regex -- the raw characters must not reach the page
    expect(html).not.toMatch(/[\u0000-\u0008\u001b]/);
  });

  it('heads the page with the target, contract version, date, duration and counts', () => {
    expect(html).toContain('<dd>1.0.0</dd>');
    expect(html).toContain('<time datetime="2025-01-02T03:04:05.000Z">');
    expect(html).toContain('<dd>12.3 s</dd>');
    expect(html).toMatch(/1 passed .* 1 failed .* 1 not exercised .* 4 checks, 1 failed/);
  });

  it('opens the details of the failed operation only', () => {
    const details = [...html.matchAll(/<details id="([^"]+)"( open)?>/g)].map(([, id, open]) => [id, Boolean(open)]);
    expect(details).toEqual([
      ['op-deleteAccount', false],
      ['op-createDirectory', true],
      ['op-getDirectory', false],
    ]);
  });

  it('lists the failed check with its complaint, request and response', () => {
    const failed = /<details id="op-createDirectory" open>([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '';
    expect(failed).toContain('✗ failed: creates a directory in the kit’s own directory');
    expect(failed).toContain('✓ passed: refuses an empty name with 400');
    expect(failed).toContain('<p>answered 500, which the contract does not declare</p>');
    expect(failed).toContain('<pre>POST http://localhost:8080/api/v1/directories\n{&quot;name&quot;:&quot;xxx');
    expect(failed).toContain('<pre>500 text/html\n&lt;script&gt;');
  });

  it('badges every operation in the overview, grouped by tag', () => {
    expect(html.indexOf('scope="colgroup">Account<')).toBeLessThan(html.indexOf('scope="colgroup">Directories<'));
    expect(html).toMatch(/<span class="badge failed">FAIL<\/span><\/td><td><a href="#op-createDirectory">/);
    expect(html).toContain('the kit does not delete its own account');
  });
});
