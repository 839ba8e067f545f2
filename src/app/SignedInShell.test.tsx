// @vitest-environment jsdom
import '../shared/testing/setup-dom';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { User } from 'oidc-client-ts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthClient } from '../features/auth/auth-client';
import { AuthClientContext } from '../features/auth/auth-context';
import { HttpStatusError } from '../shared/errors/app-error';
import { i18n, initI18n } from '../shared/i18n/i18n';
import { AppNavigationProvider } from '../shared/routes/app-navigation';
import { routeDefinition } from '../shared/routes/routes';
import { SignedInShell } from './SignedInShell';

const getApplication = vi.hoisted(() => vi.fn());
vi.mock('../../codegen/api/auth/auth', () => ({ getApplication, logout: vi.fn() }));

const signInRedirect = vi.fn(() => Promise.resolve());

function fakeAuth(user: User | null): AuthClient {
  return {
    currentUser: () => Promise.resolve(user),
    renewSilently: () => Promise.resolve(null),
    signInRedirect,
    startSilentRenew: vi.fn(),
    onSignedOutElsewhere: () => () => undefined,
  } as unknown as AuthClient;
}

function renderShell(auth: AuthClient, address = '/deleted') {
  const route = routeDefinition('home.deleted');
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppNavigationProvider>
            <Outlet />
          </AppNavigationProvider>
        ),
        children: [
          {
            element: <SignedInShell />,
            children: [{ path: route.path, handle: { name: route.name, meta: route.meta }, element: <p>trash</p> }],
          },
        ],
      },
    ],
    { initialEntries: [address] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <AuthClientContext.Provider value={auth}>
            <RouterProvider router={router} />
          </AuthClientContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the signed-in shell', () => {
  beforeAll(async () => {
    await initI18n('ru');
  });
  afterEach(() => {
    cleanup();
    getApplication.mockReset();
  });

  it('shows the Russian loading-failure message when the account cannot be loaded', async () => {
    getApplication.mockRejectedValueOnce(new Error('offline'));
    renderShell(
      fakeAuth(
        new User({
          access_token: 't',
          token_type: 'Bearer',
          profile: { sub: 'c3', iss: 'i', aud: 'a', exp: 0, iat: 0 },
        }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Произошла ошибка при загрузке приложения. Перезагрузите страницу или зайдите позже.',
    );
  });

  it('tells a disabled account so, and offers only to sign out', async () => {
    getApplication.mockRejectedValueOnce(
      new HttpStatusError(403, { type: 'urn:cde:problem:DisabledUser', title: 'DisabledUser', status: 403 }),
    );
    const auth = fakeAuth(
      new User({ access_token: 't', token_type: 'Bearer', profile: { sub: 'c3', iss: 'i', aud: 'a', exp: 0, iat: 0 } }),
    );
    const signOutRedirect = vi.fn(() => Promise.resolve());
    renderShell(Object.assign(auth, { signOutRedirect }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Учётная запись заблокирована. Обратитесь к администратору проекта.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(signOutRedirect).toHaveBeenCalled();
  });

  it('sends a visitor without a session to the sign-in with the path and query to come back to', async () => {
    renderShell(fakeAuth(null), '/deleted?page=2');
    await vi.waitFor(() => {
      expect(signInRedirect).toHaveBeenCalledWith('/deleted?page=2');
    });
    expect(getApplication).not.toHaveBeenCalled();
  });
});
