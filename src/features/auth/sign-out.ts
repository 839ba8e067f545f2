import { logout } from '../../../codegen/api/auth/auth';
import type { AuthClient } from './auth-client';

/**
 * Log out (platform.md §2.2): the server ends its session (POST /auth/logout), then the provider's end-session.
 * The provider's sign-out happens even when the server call fails, so the user is never left signed in.
 */
export async function signOut(auth: Pick<AuthClient, 'signOutRedirect'>, endServerSession = logout): Promise<void> {
  try {
    await endServerSession();
  } finally {
    await auth.signOutRedirect();
  }
}
