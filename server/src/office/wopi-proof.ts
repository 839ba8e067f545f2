/**
 * The proof that a WOPI call comes from the editor and not from whoever holds an access token: Collabora signs the
 * token, the URL it calls and a timestamp with the private half of the discovery's `<proof-key>` (Microsoft's «Verifying
 * that requests originate from Office for the web by using proof keys»; Collabora's wsd/ProofKey.cpp).
 */
import type { KeyObject } from 'node:crypto';
import { sign, verify } from 'node:crypto';
import type { ProofKeys } from './collabora-discovery';

export interface ProofHeaders {
  proof?: string;
  proofOld?: string;
  timestamp?: string;
}

export type ProofVerdict = { ok: true } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

// The documented replay window; the small allowance ahead covers clocks that are not quite in step.
const MAX_AGE_MS = 20 * 60 * 1000;
const MAX_AHEAD_MS = 5 * 60 * 1000;

// .NET's DateTime ticks (100 ns since 0001-01-01T00:00:00Z) at the Unix epoch.
const UNIX_EPOCH_TICKS = 621_355_968_000_000_000n;
const TICKS_PER_MS = 10_000n;
const INT64_MAX = 0x7fff_ffff_ffff_ffffn;

/**
 * Valid when X-WOPI-Proof verifies with the current key, X-WOPI-ProofOld with the current key (the editor rotated its
 * key since our discovery), or X-WOPI-Proof with the old key (our discovery is newer than the editor's key), and the
 * timestamp is at most 20 minutes old. Outside that window, too old or too far ahead, the verdict is 'expired'.
 */
export function verifyWopiProof(
  keys: ProofKeys,
  input: { accessToken: string; url: string; headers: ProofHeaders; now?: number /* ms epoch */ },
): ProofVerdict {
  const { proof, proofOld, timestamp } = input.headers;
  if (!proof || !timestamp) return { ok: false, reason: 'missing' };
  const ticks = parseTicks(timestamp);
  if (ticks === undefined) return { ok: false, reason: 'invalid' };
  const age = (input.now ?? Date.now()) - Number((ticks - UNIX_EPOCH_TICKS) / TICKS_PER_MS);
  if (age > MAX_AGE_MS || age < -MAX_AHEAD_MS) return { ok: false, reason: 'expired' };
  const signed = proofBytes(input.accessToken, input.url, ticks);
  const valid =
    verifies(keys.current, signed, proof) ||
    (proofOld !== undefined && proofOld !== '' && verifies(keys.current, signed, proofOld)) ||
    (keys.old !== null && verifies(keys.old, signed, proof));
  return valid ? { ok: true } : { ok: false, reason: 'invalid' };
}

/** For tests and the protocol-level test client: signs like Collabora does. */
export function signWopiProof(
  privateKey: KeyObject,
  input: { accessToken: string; url: string; timestamp: bigint },
): string {
  return sign('sha256', proofBytes(input.accessToken, input.url, input.timestamp), privateKey).toString('base64');
}

/** ms since the Unix epoch → .NET ticks */
export function dotNetTicks(ms: number): bigint {
  if (!Number.isFinite(ms)) throw new RangeError(`Not a point in time: ${ms}`);
  return UNIX_EPOCH_TICKS + BigInt(Math.floor(ms)) * TICKS_PER_MS;
}

/** Length-prefixed (32-bit big-endian) access token, upper-cased URL and 64-bit big-endian timestamp. */
function proofBytes(accessToken: string, url: string, ticks: bigint): Buffer {
  const timestamp = Buffer.alloc(8);
  timestamp.writeBigInt64BE(ticks);
  return Buffer.concat([
    lengthPrefixed(Buffer.from(accessToken, 'utf8')),
    lengthPrefixed(Buffer.from(upperCaseAscii(url), 'utf8')),
    lengthPrefixed(timestamp),
  ]);
}

function lengthPrefixed(bytes: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

// Collabora upper-cases a-z only; String#toUpperCase would also turn a raw «ß» into «SS» and change the signed bytes.
// A URL as sent on the wire is ASCII anyway (percent-encoded).
function upperCaseAscii(value: string): string {
  return value.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

function parseTicks(value: string): bigint | undefined {
  if (!/^\d{1,19}$/.test(value.trim())) return undefined;
  const ticks = BigInt(value.trim());
  return ticks <= INT64_MAX ? ticks : undefined;
}

function verifies(key: KeyObject, data: Buffer, signature: string): boolean {
  try {
    return verify('sha256', data, key, Buffer.from(signature, 'base64'));
  } catch {
    // A signature of the wrong size, or not base64 at all, is simply not a valid one.
    return false;
  }
}
