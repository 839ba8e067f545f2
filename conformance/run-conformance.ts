import { randomUUID } from 'node:crypto';
import { CONTRACT_FILE, contractVersion, loadContractOperations } from './contract-model';
import { Blocked, ConformanceRun } from './conformance-run';
import { KitClient } from './kit-client';
import type { ConformanceReport } from './report-model';
import { administrationScenario } from './scenarios/administration.scenario';
import { directoriesScenario } from './scenarios/directories.scenario';
import { documentsScenario } from './scenarios/documents.scenario';
import { notificationsScenario } from './scenarios/notifications.scenario';
import { reviewScenario } from './scenarios/review.scenario';
import type { KitOptions, KitState, Scenario } from './scenarios/scenario';
import { closingScenario, trashScenario } from './scenarios/trash.scenario';
import { viewersScenario } from './scenarios/viewers.scenario';

/** The role whose account the scenarios act as: an administrator, who may do everything the contract offers. */
export const MAIN_ROLE = 'admin';

/** In order: the kit's directory first, its removal and the sign-out last. */
export const SCENARIOS: readonly Scenario[] = [
  directoriesScenario,
  documentsScenario,
  reviewScenario,
  trashScenario,
  viewersScenario,
  notificationsScenario,
  administrationScenario,
  closingScenario,
];

export interface ConformanceOptions {
  /** The server's base URL, `/v1` included, e.g. https://cde.example.org/v1. */
  target: string;
  /** Bearer tokens by role; `admin` is required. */
  tokens: Readonly<Record<string, string>>;
  kit?: Partial<KitOptions>;
  contractFile?: string;
}

/** Runs every scenario against the target and reports, per operation of the contract, what came of it. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  if (!options.tokens[MAIN_ROLE]) throw new Error(`The kit needs a token for the role «${MAIN_ROLE}».`);
  const started = Date.now();
  const contractFile = options.contractFile ?? CONTRACT_FILE;
  const run = new ConformanceRun(
    loadContractOperations(contractFile),
    new KitClient(options.target, options.tokens, MAIN_ROLE),
  );
  const kit: KitOptions = {
    parentDirectoryId: null,
    allowEmptyTrash: false,
    stamp: `${new Date().toISOString().slice(0, 10)} ${randomUUID().slice(0, 8)}`,
    ...options.kit,
  };
  const state: KitState = {};
  for (const scenario of SCENARIOS) {
    try {
      await scenario.run({ run, options: kit, state });
    } catch (error) {
      const why =
        error instanceof Blocked
          ? `not reached: ${error.message}`
          : `the «${scenario.name}» scenario stopped: ${error instanceof Error ? error.message : String(error)}`;
      for (const operationId of scenario.operations) if (!run.exercised(operationId)) run.skip(operationId, why);
    }
  }
  return {
    target: options.target,
    contractVersion: contractVersion(contractFile),
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    operations: run.results(),
  };
}
