import { describe, expect, it } from 'vitest';
import { renderJUnit } from './report-junit';
import { report } from './report-fixture';

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Enough of a well-formedness check for this output: every opened element is closed, in order. */
function unbalancedElements(xml: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  for (const [tag, closing, name, selfClosing] of xml.matchAll(/<(\/?)([A-Za-z][\w-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name ?? '');
    else if (stack.pop() !== name) problems.push(tag);
  }
  return [...problems, ...stack];
}

describe('renderJUnit', () => {
  const xml = renderJUnit(report);

  it('is well-formed: one root, balanced elements, quoted attributes, no stray markup characters', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    expect(xml.trimEnd().endsWith('</testsuites>')).toBe(true);
    expect(unbalancedElements(xml.replace(/^<\?xml[^>]*\?>/, ''))).toEqual([]);
    const text = xml.replace(/<[^<>]*>/g, '');
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
  });

  it('has one suite per tag and one case per operation, with their counts', () => {
    expect(count(xml, /<testsuite /g)).toBe(2);
    expect(count(xml, /<testcase /g)).toBe(3);
    expect(xml).toMatch(/<testsuites [^>]*tests="3" failures="1" errors="0" skipped="1" time="12.345"/);
    expect(xml).toMatch(/<testsuite name="Account" tests="1" failures="0" errors="0" skipped="1"/);
    expect(xml).toMatch(/<testsuite name="Directories" tests="2" failures="1" errors="0" skipped="0"/);
    expect(xml).toContain('<testcase classname="Directories" name="createDirectory POST /directories" time="0.000">');
  });

  it('fails the failed operation with its check, complaint, request and response', () => {
    expect(count(xml, /<failure /g)).toBe(1);
    const failure = /<failure ([^>]*)>([^<]*)<\/failure>/.exec(xml);
    expect(failure?.[1]).toContain('message="1 check of 2 failed: creates a directory in the kit’s own directory');
    const details = failure?.[2] ?? '';
    expect(details).toContain('answered 500, which the contract does not declare');
    expect(details).toContain('request: POST http://localhost:8080/api/v1/directories');
    expect(details).toContain('response: 500 text/html');
    expect(details).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
  });

  it('skips the operation not exercised, with the reason', () => {
    expect(xml).toContain('<skipped message="the kit does not delete its own account"/>');
  });

  it('escapes markup and shows the control characters XML 1.0 forbids as text', () => {
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('\\u001b[2J\\u0000');
    expect(renderJUnit({ ...report, target: 'lone \uD800 surrogate \uFFFF' })).toContain('lone  surrogate ');
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 does not allow
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).not.toContain('secret-token');
  });
});
