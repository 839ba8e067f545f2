import { spawn } from 'node:child_process';

/**
 * A converter for the viewers (LibreOffice, the drawing converter) runs as a process of its own, so that a damaged
 * file that hangs or crashes it costs one process, never the server: killed with everything it started when it
 * overruns its time (docs/viewers.md).
 */

export type ConversionFailure = 'unreadable' | 'timeout';

/** A converter produced nothing: the file is damaged or not what its extension says, or it took too long. */
export class ConversionError extends Error {
  constructor(
    readonly failure: ConversionFailure,
    detail: string,
  ) {
    super(detail);
  }
}

export interface ConverterRun {
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Each whole line the converter writes on standard output, as it comes (a converter's progress). */
  onLine?: (line: string) => void;
}

/** The start of what the converter printed (both streams), once it has ended. */
export interface ConverterOutput {
  exitCode: number | null;
  output: string;
}

const OUTPUT_LIMIT = 4096;

export function runConverter({ command, args, cwd, env, timeoutMs, onLine }: ConverterRun): Promise<ConverterOutput> {
  return new Promise((resolve, reject) => {
    // Its own process group, so that the timeout ends what it started too (soffice.bin, not only the launcher).
    const child = spawn(command, args, { cwd, detached: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      if (output.length < OUTPUT_LIMIT) output += chunk.toString('utf8');
    };
    child.stdout.on('data', collect);
    if (onLine) {
      let pending = '';
      child.stdout.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      });
    }
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
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      if (timedOut)
        reject(new ConversionError('timeout', `The conversion took longer than ${String(timeoutMs / 1000)} seconds.`));
      else resolve({ exitCode, output });
    });
  });
}
