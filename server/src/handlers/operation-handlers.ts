import type { OperationHandler } from '../app';
import { applicationHandlers } from './application.handlers';

/** Every implemented operation of the contract by operationId; the rest answer 501 (docs/server.md lists them). */
export const operationHandlers: Readonly<Record<string, OperationHandler>> = {
  ...applicationHandlers,
};
