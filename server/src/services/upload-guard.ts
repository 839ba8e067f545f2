import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../problem';

/**
 * Bodies one account may send at once. The app's queue sends at most 10 files at a time (explorer.md §9); more than
 * that comes from a script, and each body holds a descriptor and a temporary file while it arrives.
 */
export const MAX_CONCURRENT_UPLOADS = 10;

/**
 * How long an upload's body may send nothing before it is dropped. Slow links still send something every few
 * seconds; a body that stalls for a minute holds a descriptor and a temporary file for nobody.
 */
export const UPLOAD_IDLE_TIMEOUT_MS = 60_000;

const uploadsInProgress = new Map<string, number>();

/** How many uploads the account has in progress (tests wait on it rather than on the clock). */
export function uploadsInProgressOf(accountId: string): number {
  return uploadsInProgress.get(accountId) ?? 0;
}

export const tooManyUploads = () =>
  tooManyRequests(`At most ${String(MAX_CONCURRENT_UPLOADS)} uploads of one account may be in progress at once.`);

/**
 * Takes one of the account's upload slots (429 TooManyRequests when it holds them all) and watches the body for
 * stalls: a body silent for UPLOAD_IDLE_TIMEOUT_MS is destroyed, which fails its parser and removes what it stored.
 * The returned function gives the slot back and stops the watch; call it once the body is read.
 */
export function guardUpload(request: FastifyRequest): () => void {
  const idleTimeoutMs = request.server.config.uploadIdleTimeoutMs ?? UPLOAD_IDLE_TIMEOUT_MS;
  // Only signed-in operations take bodies; the key keeps an unexpected anonymous one from sharing a slot with nobody.
  const key = (request.account as FastifyRequest['account'] | undefined)?.id ?? `address:${request.ip}`;
  const held = uploadsInProgress.get(key) ?? 0;
  if (held >= MAX_CONCURRENT_UPLOADS) throw tooManyUploads();
  uploadsInProgress.set(key, held + 1);
  const body = request.raw;
  const onIdle = () => body.destroy(new Error(`The body sent nothing for ${String(idleTimeoutMs / 1000)} s.`));
  // A request injected in tests (light-my-request) has no socket to watch.
  const watched = typeof (body as Partial<typeof body>).setTimeout === 'function';
  if (watched) body.setTimeout(idleTimeoutMs, onIdle);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (watched) {
      body.setTimeout(0);
      body.removeListener('timeout', onIdle);
    }
    const left = (uploadsInProgress.get(key) ?? 1) - 1;
    if (left <= 0) uploadsInProgress.delete(key);
    else uploadsInProgress.set(key, left);
  };
}
