import type { KeyObject } from 'node:crypto';
import { createPrivateKey, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProofKeys } from '../src/office/collabora-discovery';
import { parseDiscovery } from '../src/office/collabora-discovery';
import { dotNetTicks, signWopiProof, verifyWopiProof } from '../src/office/wopi-proof';
import { CURRENT_PROOF_PRIVATE_KEY, OLD_PROOF_PRIVATE_KEY } from './fixtures/collabora-proof-keys';

const discovery = parseDiscovery(readFileSync(new URL('fixtures/collabora-discovery.xml', import.meta.url), 'utf8'));
const keys: ProofKeys = discovery.proofKeys ?? expect.fail('the fixture discovery has a <proof-key>');
const currentKey = createPrivateKey(CURRENT_PROOF_PRIVATE_KEY);
const oldKey = createPrivateKey(OLD_PROOF_PRIVATE_KEY);
// A key the discovery does not know: the editor's next one, or a forger's.
const { privateKey: strangerKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const NOW = Date.UTC(2025, 2, 14, 9, 30, 0);
const MINUTE = 60_000;
const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJmaWxlIjoiMGI1ZSJ9.c2lnbmF0dXJl';
const URL_ = `https://cde.example.org/wopi/files/0b5e1c1e-4f7a-4c1d-9a55-1d2b3c4d5e6f/contents?access_token=${ACCESS_TOKEN}&access_token_ttl=0`;

function signed(key: KeyObject, overrides: { accessToken?: string; url?: string; at?: number } = {}) {
  const timestamp = dotNetTicks(overrides.at ?? NOW);
  const proof = signWopiProof(key, {
    accessToken: overrides.accessToken ?? ACCESS_TOKEN,
    url: overrides.url ?? URL_,
    timestamp,
  });
  return { proof, timestamp: timestamp.toString() };
}

const check = (headers: { proof?: string; proofOld?: string; timestamp?: string }, url = URL_, now = NOW) =>
  verifyWopiProof(keys, { accessToken: ACCESS_TOKEN, url, headers, now });

describe('dotNetTicks', () => {
  it('counts 100 ns since 0001-01-01: the Unix epoch is 621355968000000000', () => {
    expect(dotNetTicks(0)).toBe(621_355_968_000_000_000n);
    expect(dotNetTicks(1)).toBe(621_355_968_000_010_000n);
    // 2016-01-01T00:00:00Z, as .NET's new DateTime(2016, 1, 1).Ticks gives it.
    expect(dotNetTicks(Date.UTC(2016, 0, 1))).toBe(635_872_032_000_000_000n);
    expect(dotNetTicks(1.9)).toBe(621_355_968_000_010_000n);
    expect(() => dotNetTicks(Number.NaN)).toThrow(RangeError);
  });
});

describe('signWopiProof', () => {
  it('signs, with RSA-SHA256 PKCS#1 v1.5, the length-prefixed token, upper-case URL and big-endian ticks', () => {
    const timestamp = 638_774_946_000_000_000n; // 2025-03-13T20:30:00Z
    const url = 'https://cde.example.org/wopi/files/1?access_token=t';
    const proof = signWopiProof(currentKey, { accessToken: 't', url, timestamp });
    const upper = Buffer.from(url.toUpperCase());
    const expected = Buffer.concat([
      Buffer.from([0, 0, 0, 1]),
      Buffer.from('t'),
      Buffer.from([0, 0, 0, upper.length]),
      upper,
      Buffer.from([0, 0, 0, 8]),
      Buffer.from('08dd626dd3bfd400', 'hex'),
    ]);
    expect(verify('sha256', expected, createPublicKey(currentKey), Buffer.from(proof, 'base64'))).toBe(true);
    expect(Buffer.from(proof, 'base64')).toHaveLength(256);
  });
});

describe('verifyWopiProof', () => {
  it('accepts X-WOPI-Proof signed with the current key', () => {
    const { proof, timestamp } = signed(currentKey);
    expect(check({ proof, timestamp })).toEqual({ ok: true });
  });

  it('accepts Collabora’s headers, which repeat X-WOPI-Proof in X-WOPI-ProofOld', () => {
    const { proof, timestamp } = signed(currentKey);
    expect(check({ proof, proofOld: proof, timestamp })).toEqual({ ok: true });
  });

  it('accepts X-WOPI-ProofOld signed with the current key (the editor has a newer key than our discovery)', () => {
    const { proof, timestamp } = signed(strangerKey);
    const { proof: proofOld } = signed(currentKey);
    expect(check({ proof, timestamp })).toEqual({ ok: false, reason: 'invalid' });
    expect(check({ proof, proofOld, timestamp })).toEqual({ ok: true });
  });

  it('accepts X-WOPI-Proof signed with the old key (our discovery is newer than the editor’s key)', () => {
    const { proof, timestamp } = signed(oldKey);
    expect(check({ proof, timestamp })).toEqual({ ok: true });
    expect(
      verifyWopiProof(
        { ...keys, old: null },
        { accessToken: ACCESS_TOKEN, url: URL_, headers: { proof, timestamp }, now: NOW },
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses X-WOPI-ProofOld signed with the old key: that pairing is not one of the three', () => {
    const { proof: proofOld, timestamp } = signed(oldKey);
    const { proof } = signed(oldKey, { url: 'https://elsewhere.example/' });
    expect(check({ proof, proofOld, timestamp })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a proof over another URL, another token, or another timestamp', () => {
    const { proof, timestamp } = signed(currentKey);
    expect(check({ proof, timestamp }, URL_.replace('/contents', ''))).toEqual({ ok: false, reason: 'invalid' });
    expect(
      verifyWopiProof(keys, { accessToken: `${ACCESS_TOKEN}x`, url: URL_, headers: { proof, timestamp }, now: NOW }),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(check({ proof, timestamp: (BigInt(timestamp) + 1n).toString() })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a tampered signature, a signature by an unknown key and one that is not base64', () => {
    const { proof, timestamp } = signed(currentKey);
    const bytes = Buffer.from(proof, 'base64');
    bytes[100] = (bytes[100] ?? 0) ^ 0x01;
    expect(check({ proof: bytes.toString('base64'), timestamp })).toEqual({ ok: false, reason: 'invalid' });
    expect(check({ proof: proof.slice(0, -8), timestamp })).toEqual({ ok: false, reason: 'invalid' });
    expect(check({ proof: '%%% not base64 %%%', timestamp })).toEqual({ ok: false, reason: 'invalid' });
    expect(check(signed(strangerKey))).toEqual({ ok: false, reason: 'invalid' });
    expect(check({ ...signed(strangerKey), proofOld: signed(strangerKey).proof })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('compares the URL in upper case: any case of the same URL verifies', () => {
    const { proof, timestamp } = signed(currentKey, { url: URL_.toLowerCase() });
    expect(check({ proof, timestamp }, URL_)).toEqual({ ok: true });
    expect(check({ proof, timestamp }, URL_.toUpperCase())).toEqual({ ok: true });
    // Percent-escapes differ by case only in their hex digits, which upper-casing makes equal too.
    const escaped = signed(currentKey, { url: 'https://cde.example.org/wopi/files/%c3%a9' });
    expect(check(escaped, 'https://CDE.example.org/WOPI/files/%C3%A9')).toEqual({ ok: true });
  });

  it('accepts a timestamp up to 20 minutes old and calls an older one expired', () => {
    const { proof, timestamp } = signed(currentKey, { at: NOW - 20 * MINUTE });
    expect(check({ proof, timestamp })).toEqual({ ok: true });
    const stale = signed(currentKey, { at: NOW - 21 * MINUTE });
    expect(check(stale)).toEqual({ ok: false, reason: 'expired' });
  });

  it('allows 5 minutes of clock skew ahead, and calls a timestamp further ahead expired', () => {
    expect(check(signed(currentKey, { at: NOW + 5 * MINUTE }))).toEqual({ ok: true });
    expect(check(signed(currentKey, { at: NOW + 6 * MINUTE }))).toEqual({ ok: false, reason: 'expired' });
  });

  it('checks the age before the signature, so a replayed old request is expired whatever its proof', () => {
    const { timestamp } = signed(currentKey, { at: NOW - 30 * MINUTE });
    expect(check({ proof: 'bm90IGEgcHJvb2Y=', timestamp })).toEqual({ ok: false, reason: 'expired' });
  });

  it('calls a request without X-WOPI-Proof or X-WOPI-TimeStamp missing', () => {
    const { proof, timestamp } = signed(currentKey);
    expect(check({})).toEqual({ ok: false, reason: 'missing' });
    expect(check({ timestamp })).toEqual({ ok: false, reason: 'missing' });
    expect(check({ proofOld: proof, timestamp })).toEqual({ ok: false, reason: 'missing' });
    expect(check({ proof })).toEqual({ ok: false, reason: 'missing' });
    expect(check({ proof: '', timestamp })).toEqual({ ok: false, reason: 'missing' });
  });

  it('calls a timestamp that is not a tick count invalid', () => {
    const { proof } = signed(currentKey);
    for (const timestamp of ['yesterday', '-1', '1.5e18', '99999999999999999999', '0x08DD62D8B5E46000'])
      expect(check({ proof, timestamp }), timestamp).toEqual({ ok: false, reason: 'invalid' });
  });

  it('defaults now to the current time', () => {
    const timestamp = dotNetTicks(Date.now());
    const proof = signWopiProof(currentKey, { accessToken: ACCESS_TOKEN, url: URL_, timestamp });
    expect(
      verifyWopiProof(keys, {
        accessToken: ACCESS_TOKEN,
        url: URL_,
        headers: { proof, timestamp: timestamp.toString() },
      }),
    ).toEqual({ ok: true });
  });
});
