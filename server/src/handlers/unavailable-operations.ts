import { OPERATION_RULES } from '../policies/operation-rights';
import { operationHandlers } from './operation-handlers';

/**
 * The operations of the contract this server has no handler for, which it answers with 501: published in the app's
 * configuration (Configuration.unavailableOperations), so that the app hides what leads to them. Every operation of the
 * contract has a rule in the rights table (a test keeps it complete), so the table lists them all.
 */
export function unavailableOperations(): string[] {
  return Object.keys(OPERATION_RULES)
    .filter((operationId) => !(operationId in operationHandlers))
    .sort();
}
