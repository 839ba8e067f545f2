import type { FastifyBaseLogger } from 'fastify';
import type { OfficeEditorConfiguration } from '../../../codegen/model/officeEditorConfiguration';
import type { OfficeEditorSettings } from '../config';
import { actionUrl, discoverySource, editableExtensions, type DiscoverySource } from './collabora-discovery';

/** The online office editor as the server uses it (docs/office-editing.md). */
export interface OfficeEditor {
  discovery: DiscoverySource;
  /** Where the editor's server reaches the WOPI files, without a trailing slash. */
  wopiUrl: string;
  /** The app's origin: the editor posts its frame messages there only (CheckFileInfo's PostMessageOrigin). */
  appOrigin: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null when no editor is configured (COLLABORA_URL). */
    office: OfficeEditor | null;
  }
}

export function officeEditorOf(settings: OfficeEditorSettings | undefined, publicUrl: string): OfficeEditor | null {
  if (!settings) return null;
  return {
    discovery: discoverySource(settings.collaboraUrl),
    wopiUrl: settings.wopiUrl,
    appOrigin: new URL(publicUrl).origin,
  };
}

/** PDFs keep the app's own viewer (pdf.js), which shows them better than an office suite's import. */
const VIEWED_IN_APP = new Set(['.pdf']);

/** The extensions the editor edits (lower case, with the dot). */
export function editedExtensions(extensions: readonly string[]): string[] {
  return extensions.filter((extension) => !VIEWED_IN_APP.has(extension));
}

/**
 * What the app is told of the editor (Configuration.officeEditor): the extensions it edits, or null when none is
 * configured or its discovery cannot be read now (logged; the app then shows its own viewers).
 */
export async function officeEditorConfiguration(
  office: OfficeEditor | null,
  log: FastifyBaseLogger,
): Promise<OfficeEditorConfiguration | null> {
  if (!office) return null;
  try {
    return { extensions: editedExtensions(editableExtensions(await office.discovery.get())) };
  } catch (error) {
    log.warn({ err: error }, 'The office editor cannot be reached: its discovery failed.');
    return null;
  }
}

/** The editor's address for opening the extension, or undefined when it does not open it in that mode. */
export async function editorAction(
  office: OfficeEditor,
  extension: string,
  mode: 'edit' | 'view',
): Promise<string | undefined> {
  if (!editedExtensions([extension]).length) return undefined;
  return actionUrl(await office.discovery.get(), extension.replace(/^\./, ''), mode);
}
