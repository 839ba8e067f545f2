import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Regenerates the typed client from openapi/v1.yaml into `codegen/` (or into CODEGEN_OUT), from scratch so that
 * removed operations leave no files behind, and formats it with the project's Prettier settings. The client is built
 * in a sibling folder and moved into place at the end: orval reads the mutator (src/api/http-client.ts), which
 * imports generated types, so the old `codegen/` must stay until the new one is complete.
 */
export function generate(outDir = process.env['CODEGEN_OUT'] ?? 'codegen'): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const staging = `${outDir}.next`;
  build(root, staging);
  rmSync(`${root}/${outDir}`, { recursive: true, force: true });
  renameSync(`${root}/${staging}`, `${root}/${outDir}`);
}

function build(root: string, outDir: string): void {
  const bin = (name: string): string => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
  rmSync(`${root}/${outDir}`, { recursive: true, force: true });
  const env = { ...process.env, CODEGEN_OUT: outDir };
  execFileSync(bin('orval'), ['--config', 'orval.config.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync(bin('prettier'), ['--ignore-path', '.prettierignore', '--log-level', 'warn', '--write', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) generate();
