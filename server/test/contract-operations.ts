import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../src/app';

/** Every operationId of the contract, read from openapi/v1.yaml itself. */
export const CONTRACT_OPERATIONS: readonly string[] = (() => {
  const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  return Object.values(contract.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      typeof operation === 'object' && operation !== null && 'operationId' in operation
        ? [String(operation.operationId)]
        : [],
    ),
  );
})();
