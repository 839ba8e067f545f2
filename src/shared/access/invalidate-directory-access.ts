import type { QueryClient } from '@tanstack/react-query';

const SECURITY_POINTS = /\/security-points$/;

/**
 * After a directory's security points change, the account's `permissions` may change on it, on everything below it
 * and in its parent's listing of it: every cached directory query (listings, children, the directory itself, the
 * pinned list) is marked stale and what is on screen reloads. The points themselves are left alone: the caller has
 * the server's new list already.
 */
export function invalidateDirectoryAccess(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' &&
      (path.startsWith('/directories/') || path.startsWith('/pinned-directories')) &&
      !SECURITY_POINTS.test(path),
  });
}
