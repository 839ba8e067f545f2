import type { ApplicationData } from '../../../codegen/model/applicationData';
import type { AuthClient } from './auth-client';

export type AppStartState =
  | { status: 'signing-in' }
  | { status: 'loading' }
  | { status: 'ready'; application: ApplicationData }
  | { status: 'load-failed'; error: unknown };

export interface AppStartDeps {
  auth: Pick<AuthClient, 'currentUser' | 'renewSilently' | 'signInRedirect' | 'startSilentRenew'>;
  loadApplication: () => Promise<ApplicationData>;
  /** Where to come back to after a sign-in redirect. */
  returnTo: string;
}

/**
 * App start for routes that need sign-in (platform.md §2.2): a valid session or a silent renewal, else a redirect to
 * the provider; then the current account (GET /application), the app marked loaded, and silent renewal started.
 */
export async function startApp(deps: AppStartDeps, report: (state: AppStartState) => void): Promise<void> {
  const user = (await deps.auth.currentUser()) ?? (await deps.auth.renewSilently());
  if (!user) {
    report({ status: 'signing-in' });
    await deps.auth.signInRedirect(deps.returnTo);
    return;
  }
  report({ status: 'loading' });
  try {
    const application = await deps.loadApplication();
    report({ status: 'ready', application });
    deps.auth.startSilentRenew();
  } catch (error) {
    report({ status: 'load-failed', error });
  }
}
