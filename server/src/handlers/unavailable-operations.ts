import { OPERATION_RULES } from '../policies/operation-rights';
import { bsdtarAvailable } from '../services/archive-tool';
import { operationHandlers } from './operation-handlers';

/** Operations that need a program besides Node.js, and whether it is installed here. */
const NEEDED_PROGRAMS: Readonly<Record<string, () => boolean>> = {
  getArchiveContent: bsdtarAvailable,
  downloadArchiveFile: bsdtarAvailable,
};

/**
 * The operations of the contract this server has no handler for, or whose program is not installed (bsdtar for the
 * archive browser: README) or editor not configured (the office session), which it answers with 501: published in the app's
 * configuration (Configuration.unavailableOperations), so that the app hides what leads to them. Every operation of the
 * contract has a rule in the rights table (a test keeps it complete), so the table lists them all.
 */
export function unavailableOperations(settings: { officeEditor: boolean } = { officeEditor: false }): string[] {
  // The office session opens the configured editor (COLLABORA_URL): without one there is nothing to open.
  const needed: Readonly<Record<string, () => boolean>> = {
    ...NEEDED_PROGRAMS,
    getOfficeSession: () => settings.officeEditor,
  };
  return Object.keys(OPERATION_RULES)
    .filter((operationId) => !(operationId in operationHandlers) || needed[operationId]?.() === false)
    .sort();
}
