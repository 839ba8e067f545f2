import { useQueries } from '@tanstack/react-query';
import { getGetModelQueryOptions } from '../../../codegen/api/models/models';
import type { ModelDescription } from '../../../codegen/model/modelDescription';

export interface ModelDescriptions {
  /** Every model's description, in the route's order, once all have come. */
  models?: ModelDescription[];
  /** The first failure: the viewer shows none of the models then (docs/access-control.md: all or nothing). */
  error?: unknown;
}

/** The descriptions of the route's models (getModel), asked all at once. */
export function useModelDescriptions(ids: readonly string[]): ModelDescriptions {
  return useQueries({
    queries: ids.map((id) => ({ ...getGetModelQueryOptions(id), staleTime: 60_000 })),
    combine: (results) => {
      const failed = results.find((result) => result.error);
      if (failed) return { error: failed.error };
      if (results.some((result) => !result.data)) return {};
      return { models: results.flatMap((result) => (result.data ? [result.data] : [])) };
    },
  });
}
