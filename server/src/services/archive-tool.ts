import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { PassThrough, type Readable } from 'node:stream';

/**
 * libarchive's bsdtar (Debian's libarchive-tools) reads every archive format of the viewer list but a bare .gz:
 * zip (with zip64 and its encodings), 7z, rar up to RAR5, tar with gzip, bzip2, xz or zstd. It is run as a separate
 * process, with a UTF-8 locale so that names come out as UTF-8 or escaped bytes, in the temporary directory so that
 * nothing it could write lands anywhere else; it only ever lists or writes to its standard output.
 */
const BSDTAR = 'bsdtar';
const environment = () => ({ ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' });

/** How the names of entries without a charset of their own are read: as UTF-8, or as DOS Cyrillic. */
export type NameCharset = 'UTF-8' | 'CP866';

export type ArchiveFailure = 'unrecognized' | 'damaged' | 'timeout' | 'too-long';

/** bsdtar could not read the archive: not an archive, damaged or encrypted, too slow, or a listing too long. */
export class ArchiveReadError extends Error {
  constructor(
    readonly failure: ArchiveFailure,
    detail: string,
  ) {
    super(detail);
  }
}

let available: boolean | undefined;

/** Whether bsdtar can be run here; asked once. */
export function bsdtarAvailable(): boolean {
  available ??= spawnSync(BSDTAR, ['--version'], { stdio: 'ignore' }).status === 0;
  return available;
}

const charsetOptions = (charset: NameCharset) => (charset === 'CP866' ? ['--options', 'hdrcharset=CP866'] : []);

/** A pattern of bsdtar that matches exactly `name`: its wildcards and escapes are escaped. */
export const literalPattern = (name: string) => name.replace(/[*?[\]\\]/g, '\\$&');

function failureOf(stderr: string): ArchiveFailure {
  return /Unrecognized archive format/i.test(stderr) ? 'unrecognized' : 'damaged';
}

/** The verbose listing (`-tv`) of the archive at `path`, within `timeoutMs` and `maxBytes` of output. */
export function listArchive(
  path: string,
  charset: NameCharset,
  limits: { timeoutMs: number; maxBytes: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(BSDTAR, ['-tv', '--numeric-owner', ...charsetOptions(charset), '-f', path], {
      cwd: tmpdir(),
      env: environment(),
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: limits.timeoutMs,
    });
    const chunks: Buffer[] = [];
    let length = 0;
    let stderr = '';
    let tooLong = false;
    child.stdout.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limits.maxBytes) {
        tooLong = true;
        child.kill();
      } else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (tooLong)
        reject(new ArchiveReadError('too-long', `The listing is longer than ${String(limits.maxBytes)} bytes.`));
      else if (signal)
        reject(new ArchiveReadError('timeout', `Listing took longer than ${String(limits.timeoutMs)} ms.`));
      else if (code !== 0) reject(new ArchiveReadError(failureOf(stderr), stderr.trim()));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

/**
 * The content of the entry named `entryName` (the first entry of that name), as a stream. Resolves once bsdtar has
 * written its first bytes or finished, so that an entry it cannot unpack (encrypted, damaged) is refused before an
 * answer has begun; a failure later destroys the stream. Destroying the stream stops bsdtar.
 */
export function unpackEntry(path: string, entryName: string, charset: NameCharset): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      BSDTAR,
      ['-x', '-O', '-q', '-P', ...charsetOptions(charset), '-f', path, '--', literalPattern(entryName)],
      { cwd: tmpdir(), env: environment(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output = new PassThrough();
    let started = false;
    let stderr = '';
    child.stdout.pipe(output);
    child.stdout.once('data', () => {
      started = true;
      resolve(output);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    output.on('close', () => {
      if (child.exitCode === null) child.kill();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        if (!started) resolve(output);
        return;
      }
      const error = new ArchiveReadError(failureOf(stderr), stderr.trim());
      if (started) output.destroy(error);
      else reject(error);
    });
  });
}
