import { describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-out';

describe('sign-out', () => {
  it('ends the server session, then the provider session', async () => {
    const calls: string[] = [];
    await signOut({ signOutRedirect: () => Promise.resolve(void calls.push('provider')) }, () =>
      Promise.resolve(void calls.push('server')),
    );
    expect(calls).toEqual(['server', 'provider']);
  });

  it('still signs out of the provider when the server call fails', async () => {
    const signOutRedirect = vi.fn(() => Promise.resolve());
    await expect(signOut({ signOutRedirect }, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(signOutRedirect).toHaveBeenCalledTimes(1);
  });
});
