import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The sample archives of ../shared/fixtures (their sources and licences in its README); never copied here. */
export const SHARED_ARCHIVES = resolve(import.meta.dirname, '../../../shared/fixtures/archives');

export const sharedArchive = (name: string) => new Uint8Array(readFileSync(join(SHARED_ARCHIVES, name)));

/**
 * Builds an archive with bsdtar from files given by their names inside it (`../x` and `/x` included, through
 * bsdtar's own name substitution, since no file system holds such names), plus symbolic links. Returns its bytes.
 */
export function buildArchive(
  format: 'zip' | 'ustar',
  files: Readonly<Record<string, string>>,
  options: { links?: Readonly<Record<string, string>>; charset?: 'CP866' } = {},
): Uint8Array<ArrayBuffer> {
  const work = mkdtempSync(join(tmpdir(), 'archive-fixture-'));
  try {
    const sources: string[] = [];
    const renames: string[] = [];
    Object.entries(files).forEach(([name, content], position) => {
      const source = `f${String(position)}/${name.replace(/^(\.\.\/|\/)+/, '')}`;
      mkdirSync(dirname(join(work, source)), { recursive: true });
      writeFileSync(join(work, source), content);
      sources.push(source);
      renames.push('-s', `,^f${String(position)}/.*$,${name.replace(/[,\\&]/g, '\\$&')},`);
    });
    for (const [name, target] of Object.entries(options.links ?? {})) {
      symlinkSync(target, join(work, name));
      sources.push(name);
    }
    const charset = options.charset
      ? ['--options', `${format === 'zip' ? 'zip' : 'ustar'}:hdrcharset=${options.charset}`]
      : [];
    execFileSync('bsdtar', ['-c', '-P', '--format', format, ...charset, ...renames, '-f', 'out', ...sources], {
      cwd: work,
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return new Uint8Array(readFileSync(join(work, 'out')));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
