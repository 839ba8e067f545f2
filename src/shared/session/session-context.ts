import { createContext, useContext } from 'react';
import type { Account } from '../../../codegen/model/account';
import type { Configuration } from '../../../codegen/model/configuration';
import { canUseAdminPanel } from './roles.utils';

/** The signed-in account and the viewer configuration, loaded once at app start (GET /application). */
export interface Session {
  account: Account;
  configuration: Configuration;
  /** POST /auth/logout, then the provider's end-session. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in app');
  return session;
}

/**
 * Administrators and developers see the admin panel, the structure editor and the skeleton entity modal; the roles are
 * compared without case, as everywhere else (`roles.utils.ts`), so the menu and the admin routes agree.
 */
export function hasElevatedRole(account: Pick<Account, 'roles'>): boolean {
  return canUseAdminPanel(account);
}
