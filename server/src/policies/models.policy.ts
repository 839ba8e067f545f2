import type { Configuration } from '../../../codegen/model/configuration';
import type { FileFacts } from './documents.policy';

/** The model extensions the reference server's model service converts itself: IFC, as text or zipped. */
export const CONVERTIBLE_MODEL_EXTENSIONS: readonly string[] = ['.ifc', '.ifczip'];

/** The merged-model document's extension (explorer.md §3). */
export const MERGED_MODEL_EXTENSION = '.cim';

/** A building model: an extension of the configuration's model viewer list (explorer.md §3). */
export function isModelFile(file: FileFacts, viewers: Configuration): boolean {
  return viewers.documentViewer.tanglViewer.extensions.includes(file.extension.toLowerCase());
}

export function isConvertibleModel(file: FileFacts): boolean {
  return CONVERTIBLE_MODEL_EXTENSIONS.includes(file.extension.toLowerCase());
}

export function isMergedModelFile(file: FileFacts): boolean {
  return file.extension.toLowerCase() === MERGED_MODEL_EXTENSION;
}
