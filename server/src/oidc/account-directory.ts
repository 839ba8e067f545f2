import { findAccountById, findAccountByLogin, type SeededAccount } from './accounts';
import { afterFailure, isLocked, minutesLeft, type ThrottleState } from './sign-in-throttle';

/**
 * Where the local sign-in provider finds its accounts: the product's database (the reference server, docs/sign-in.md),
 * or the published demo accounts in memory (the provider on its own port beside the Prism mock).
 */
export interface ProviderAccount {
  id: string;
  displayName: string;
  givenName: string;
  familyName: string;
  middleName: string;
  email: string | null;
  roles: readonly string[];
}

export type SignInOutcome =
  | { kind: 'signed-in'; account: ProviderAccount }
  | { kind: 'refused' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'disabled' };

export type SetPasswordOutcome = 'done' | 'invalid-link';

export interface AccountDirectory {
  /** Checks a login (or e-mail) and password, counting failures; a locked or disabled account is refused. */
  signIn(name: string, password: string): Promise<SignInOutcome>;
  /** The account tokens are issued for; none when unknown or disabled (its sessions then end). */
  find(id: string): Promise<ProviderAccount | undefined>;
  /** Whose one-time link to set a password this is, if it may still be used. */
  linkOwner(token: string): Promise<{ displayName: string; login: string } | undefined>;
  /** Sets the password through a one-time link, using it up. */
  setPassword(token: string, password: string): Promise<SetPasswordOutcome>;
}

function toProviderAccount(account: SeededAccount): ProviderAccount {
  return {
    id: account.id,
    displayName: account.displayName,
    givenName: account.givenName,
    familyName: account.familyName,
    middleName: account.middleName,
    email: account.email,
    roles: account.roles,
  };
}

/**
 * The published demo accounts, in memory: for the provider beside the Prism mock, where no database exists. Failures
 * are throttled as in the database; links to set passwords do not exist here.
 */
export function seededAccountDirectory(now: () => Date = () => new Date()): AccountDirectory {
  const throttle = new Map<string, ThrottleState>();
  return {
    signIn: (name, password) => {
      const account = findAccountByLogin(name);
      if (!account) return Promise.resolve({ kind: 'refused' });
      const state = throttle.get(account.id) ?? { failedAttempts: 0, lockedUntil: null };
      if (isLocked(state, now())) return Promise.resolve({ kind: 'locked', minutes: minutesLeft(state, now()) });
      if (account.password !== password) {
        const next = afterFailure(state, now());
        throttle.set(account.id, next);
        return Promise.resolve(
          isLocked(next, now()) ? { kind: 'locked', minutes: minutesLeft(next, now()) } : { kind: 'refused' },
        );
      }
      throttle.delete(account.id);
      return Promise.resolve({ kind: 'signed-in', account: toProviderAccount(account) });
    },
    find: (id) => {
      const account = findAccountById(id);
      return Promise.resolve(account && toProviderAccount(account));
    },
    linkOwner: () => Promise.resolve(undefined),
    setPassword: () => Promise.resolve('invalid-link'),
  };
}
