import type { QueryClient } from '@tanstack/react-query';

/**
 * The file of a numbered version (its download, its PDF, its drawing) and an archive's listing never change: a new
 * upload is a new version. Reloading them after an outage would only download megabytes again.
 */
const UNCHANGING = [/^\/documents\/[^/]+\/versions\/\d+\/(download|pdf|drawing)$/, /^\/unpack\/[^/]+\/versions\/\d+$/];

/**
 * An office editor's session is asked once per office screen: asked again, it would be a new editor session that
 * reloads the editor's frame (openapi/office-hub.md; the office screen follows its document through its own hub).
 */
const ASKED_ONCE = [/^\/documents\/[^/]+\/versions\/-?\d+\/office-session$/];

function isKept(path: unknown): boolean {
  return typeof path === 'string' && [...UNCHANGING, ...ASKED_ONCE].some((pattern) => pattern.test(path));
}

/**
 * After the real-time channel was away (reconnected, or started late), the changes in between were not kept for the
 * app (explorer-hub.md): everything cached is stale, and what is on screen reloads.
 */
export async function invalidateAfterOutage(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ predicate: ({ queryKey: [path] }) => !isKept(path) });
}
