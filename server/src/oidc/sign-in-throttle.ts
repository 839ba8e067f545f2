/**
 * Guessing passwords is slowed down per account (docs/sign-in.md): after five failures in a row the account is locked
 * for fifteen minutes, and each further failure after a lock locks it again at once. A success clears the count.
 */
export const FAILURES_BEFORE_LOCK = 5;
export const LOCK_MINUTES = 15;

export interface ThrottleState {
  failedAttempts: number;
  /** ISO time; null when not locked. */
  lockedUntil: string | null;
}

export function isLocked(state: ThrottleState, now: Date): boolean {
  return state.lockedUntil !== null && Date.parse(state.lockedUntil) > now.getTime();
}

/** Whole minutes left of the lock, at least one. */
export function minutesLeft(state: ThrottleState, now: Date): number {
  const left = state.lockedUntil === null ? 0 : Date.parse(state.lockedUntil) - now.getTime();
  return Math.max(1, Math.ceil(left / 60_000));
}

export function afterFailure(state: ThrottleState, now: Date): ThrottleState {
  const failedAttempts = state.failedAttempts + 1;
  const lockedUntil =
    failedAttempts >= FAILURES_BEFORE_LOCK ? new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString() : null;
  return { failedAttempts, lockedUntil };
}
