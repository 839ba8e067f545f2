import type { ModelDescription } from '../../../codegen/model/modelDescription';
import type { ModelPart } from '../../../codegen/model/modelPart';

/** A part to load into the scene, with the model it came with. */
export interface ViewerPart extends ModelPart {
  /** The model id of the route the part belongs to (the first, when two models share it). */
  modelId: string;
}

/**
 * The parts of the models, in the route's order and then each model's: a version in two merged models (or given on
 * its own too) is loaded once.
 */
export function viewerParts(models: readonly ModelDescription[]): ViewerPart[] {
  const parts = new Map<string, ViewerPart>();
  for (const model of models) {
    for (const part of model.parts) if (!parts.has(part.id)) parts.set(part.id, { ...part, modelId: model.id });
  }
  return [...parts.values()];
}

/** Where a part is in its loading: its file downloaded, then read by the engine into the scene. */
export type PartLoad =
  | { phase: 'waiting' }
  | { phase: 'downloading'; fraction?: number }
  | { phase: 'processing'; fraction: number }
  | { phase: 'loaded' }
  | { phase: 'failed'; error: unknown };

/** The stages fragments reports while it reads a file, with their share of the reading. */
const PROCESSING_STAGES = { decompressing: [0, 0.2], parsing: [0.2, 0.6], generating: [0.6, 1], done: [1, 1] } as const;

export type ProcessingStage = keyof typeof PROCESSING_STAGES;

/** How far the engine has read a part, 0 to 1, from its stage and the stage's own progress. */
export function processingFraction(stage: ProcessingStage, progress: number): number {
  const [from, to] = PROCESSING_STAGES[stage];
  return from + (to - from) * Math.min(1, Math.max(0, progress));
}

/**
 * How far a download is, 0 to 1: of the bytes the answer declares, else of the part's size in the description (a
 * compressed answer declares none), else unknown.
 */
export function downloadFraction(loaded: number, total: number | undefined, size: number): number | undefined {
  const whole = total !== undefined && total > 0 ? total : size;
  if (whole <= 0) return undefined;
  return Math.min(1, loaded / whole);
}

export type ViewerStatus = 'loading' | 'ready' | 'failed';

/**
 * The viewer's state for the page and its tests (`data-state`): ready once every part is in the scene, failed once
 * every part is done and any of them failed, loading meanwhile.
 */
export function viewerStatus(loads: readonly PartLoad[]): ViewerStatus {
  if (loads.some((load) => load.phase !== 'loaded' && load.phase !== 'failed')) return 'loading';
  return loads.some((load) => load.phase === 'failed') ? 'failed' : 'ready';
}

/**
 * The request for a part's file: the description gives its address relative to the API's host (`/v1/models/…`), so
 * it is used as given, not below the client's base path. The request carries the account's bearer token, so an
 * address on another origin is refused (undefined).
 */
export function partFileRequest(fileUri: string, origin: string): { url: string; baseURL: string } | undefined {
  let url: URL;
  try {
    url = new URL(fileUri, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  return { url: `${url.pathname}${url.search}`, baseURL: '' };
}
