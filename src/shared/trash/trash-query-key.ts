import type { QueryClient } from '@tanstack/react-query';

/** The first element of every trash-bin page's query key, whatever its search, sort, filter and page. */
export const TRASH_QUERY_KEY = ['trash'] as const;

/** After something went to the trash bin elsewhere (the explorer, the document panel): its pages reload when shown. */
export async function invalidateTrash(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: TRASH_QUERY_KEY });
}
