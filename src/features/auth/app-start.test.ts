import { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationData } from '../../../codegen/model/applicationData';
import { startApp, type AppStartDeps, type AppStartState } from './app-start';

const application = {
  account: { id: 'c3', displayName: 'Иванов', picture: null, roles: ['staff'] },
} as unknown as ApplicationData;
const user = new User({
  access_token: 'token',
  token_type: 'Bearer',
  profile: { sub: 'c3', iss: 'http://127.0.0.1:4020', aud: 'cde-web', exp: 0, iat: 0 },
});

function deps(overrides: Partial<AppStartDeps['auth']> = {}, load = () => Promise.resolve(application)) {
  const auth = {
    currentUser: vi.fn(() => Promise.resolve<User | null>(user)),
    renewSilently: vi.fn(() => Promise.resolve<User | null>(null)),
    signInRedirect: vi.fn(() => Promise.resolve()),
    startSilentRenew: vi.fn(),
    ...overrides,
  };
  return { auth, loadApplication: vi.fn(load), returnTo: '/directories' };
}

async function run(d: AppStartDeps): Promise<AppStartState[]> {
  const states: AppStartState[] = [];
  await startApp(d, (state) => states.push(state));
  return states;
}

describe('app start', () => {
  it('loads the application for a signed-in user, then starts silent renewal', async () => {
    const d = deps();
    expect(await run(d)).toEqual([{ status: 'loading' }, { status: 'ready', application }]);
    expect(d.auth.startSilentRenew).toHaveBeenCalledTimes(1);
    expect(d.auth.signInRedirect).not.toHaveBeenCalled();
  });

  it('tries a silent renewal before redirecting', async () => {
    const d = deps({
      currentUser: vi.fn(() => Promise.resolve(null)),
      renewSilently: vi.fn(() => Promise.resolve(user)),
    });
    expect((await run(d)).at(-1)).toEqual({ status: 'ready', application });
    expect(d.auth.signInRedirect).not.toHaveBeenCalled();
  });

  it('redirects to sign-in with the return path when there is no session', async () => {
    const d = deps({ currentUser: vi.fn(() => Promise.resolve(null)) });
    expect(await run(d)).toEqual([{ status: 'signing-in' }]);
    expect(d.auth.signInRedirect).toHaveBeenCalledWith('/directories');
    expect(d.loadApplication).not.toHaveBeenCalled();
  });

  it('reports a load failure without starting renewal', async () => {
    const failure = new Error('offline');
    const d = deps({}, () => Promise.reject(failure));
    expect((await run(d)).at(-1)).toEqual({ status: 'load-failed', error: failure });
    expect(d.auth.startSilentRenew).not.toHaveBeenCalled();
  });
});
