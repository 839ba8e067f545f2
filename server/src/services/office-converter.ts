import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConversionError, type ConverterOutput, runConverter } from './converter-process';

/**
 * LibreOffice in headless mode (Debian's libreoffice-*-nogui) converts an office document to PDF for the viewer
 * (docs/viewers.md). Each conversion is a process of its own (converter-process.ts), in its own temporary directory;
 * a profile directory is kept per queue slot, as LibreOffice refuses to share
 * one between running instances and creating it costs about a second.
 */

const availability = new Map<string, boolean>();

/** Whether the LibreOffice program `command` runs here; asked once per command. */
export function officeConverterAvailable(command: string): boolean {
  let available = availability.get(command);
  if (available === undefined) {
    available = spawnSync(command, ['--version'], { stdio: 'ignore', timeout: 30_000 }).status === 0;
    availability.set(command, available);
  }
  return available;
}

export interface ConversionRequest {
  command: string;
  /** The document, under a name ending in its extension: LibreOffice picks its import filter by it. */
  inputPath: string;
  /** A directory LibreOffice keeps its settings in, used by one conversion at a time. */
  profileDir: string;
  timeoutMs: number;
}

/** A PDF LibreOffice wrote; `release` removes it and its directory. */
export interface ConvertedPdf {
  path: string;
  release(): Promise<void>;
}

function run(request: ConversionRequest, outDir: string): Promise<ConverterOutput> {
  const { command, inputPath, profileDir, timeoutMs } = request;
  const args = [
    '--headless',
    '--norestore',
    '--nolockcheck',
    '--nodefault',
    `-env:UserInstallation=${pathToFileURL(profileDir).href}`,
    '--convert-to',
    'pdf',
    '--outdir',
    outDir,
    inputPath,
  ];
  const env = { ...process.env, HOME: profileDir, LC_ALL: 'C.UTF-8' };
  return runConverter({ command, args, cwd: outDir, env, timeoutMs });
}

/** Converts the document to PDF; rejects with a `ConversionError` when LibreOffice writes none. */
export async function convertToPdf(request: ConversionRequest): Promise<ConvertedPdf> {
  const outDir = await mkdtemp(join(tmpdir(), 'cde-pdf-'));
  const release = () => rm(outDir, { recursive: true, force: true });
  try {
    const { output } = await run(request, outDir);
    const pdf = (await readdir(outDir)).find((name) => name.toLowerCase().endsWith('.pdf'));
    if (!pdf) {
      const reason = /Error:[^\n]*/.exec(output)?.[0] ?? 'LibreOffice wrote no PDF.';
      throw new ConversionError('unreadable', `The document could not be read: ${reason}`);
    }
    return { path: join(outDir, pdf), release };
  } catch (error) {
    await release();
    throw error;
  }
}
