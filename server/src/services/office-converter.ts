import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * LibreOffice in headless mode (Debian's libreoffice-*-nogui) converts an office document to PDF for the viewer
 * (docs/viewers.md). Each conversion is a process of its own, in its own temporary directory, killed with everything
 * it started when it overruns its time; a profile directory is kept per queue slot, as LibreOffice refuses to share
 * one between running instances and creating it costs about a second.
 */

export type ConversionFailure = 'unreadable' | 'timeout';

/** LibreOffice produced no PDF: the file is damaged or not what its extension says, or it took too long. */
export class ConversionError extends Error {
  constructor(
    readonly failure: ConversionFailure,
    detail: string,
  ) {
    super(detail);
  }
}

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

function run(request: ConversionRequest, outDir: string): Promise<string> {
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
  return new Promise((resolve, reject) => {
    // Its own process group, so that the timeout ends soffice.bin too, not only the launcher.
    const child = spawn(command, args, {
      cwd: outDir,
      detached: true,
      env: { ...process.env, HOME: profileDir, LC_ALL: 'C.UTF-8' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      if (output.length < 4096) output += chunk.toString('utf8');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', () => {
      clearTimeout(timer);
      if (timedOut)
        reject(new ConversionError('timeout', `The conversion took longer than ${String(timeoutMs / 1000)} seconds.`));
      else resolve(output);
    });
  });
}

/** Converts the document to PDF; rejects with a `ConversionError` when LibreOffice writes none. */
export async function convertToPdf(request: ConversionRequest): Promise<ConvertedPdf> {
  const outDir = await mkdtemp(join(tmpdir(), 'cde-pdf-'));
  const release = () => rm(outDir, { recursive: true, force: true });
  try {
    const output = await run(request, outDir);
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
