import { describe, expect, it } from 'vitest';
import { loadContract } from './contract-document';
import { bearerSubject, createExampleSelector } from './example-selector';

const select = createExampleSelector(loadContract().operations);
const jwt = (claims: object): string => `Bearer x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('the mock picks the example that mentions the request', () => {
  it('answers the root for `root` and a directory for its id', () => {
    expect(select({ method: 'GET', path: '/directories/root/children' })).toBe('Root');
    expect(select({ method: 'GET', path: '/directories/a1000000-0000-4000-8000-000000000003/children' })).toBe(
      'Working',
    );
    expect(select({ method: 'GET', path: '/directories/root/fetch' })).toBe('Root');
  });

  it('answers the document asked for, whoever asks', () => {
    const subject = 'c3000000-0000-4000-8000-000000000002';
    expect(select({ method: 'GET', path: '/documents/b2000000-0000-4000-8000-000000000003', subject })).toBe(
      'ExplanatoryNote',
    );
  });

  it('answers GET /application with the signed-in account', () => {
    expect(select({ method: 'GET', path: '/application', subject: 'c3000000-0000-4000-8000-000000000005' })).toBe(
      'User',
    );
    expect(select({ method: 'GET', path: '/application', subject: 'c3000000-0000-4000-8000-000000000001' })).toBe(
      'Administrator',
    );
    expect(select({ method: 'GET', path: '/application' })).toBeUndefined();
  });

  it('leaves unknown paths and single-example operations to Prism', () => {
    expect(select({ method: 'GET', path: '/nowhere' })).toBeUndefined();
    expect(select({ method: 'GET', path: '/settings' })).toBeUndefined();
  });

  it('reads the subject of a bearer JWT and ignores anything else', () => {
    expect(bearerSubject(jwt({ sub: 'c3' }))).toBe('c3');
    expect(bearerSubject('Bearer opaque-token')).toBeUndefined();
    expect(bearerSubject(undefined)).toBeUndefined();
  });
});
