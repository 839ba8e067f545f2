import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './codegen';

/** Fails when `codegen/` differs from a fresh generation of openapi/v1.yaml. */
const root = fileURLToPath(new URL('..', import.meta.url));
const FRESH = '.codegen-check';

function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (current: string): void => {
    for (const entry of readdirSync(current)) {
      const full = join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else found.set(relative(dir, full), readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return found;
}

try {
  generate(FRESH);
  const committed = files(join(root, 'codegen'));
  const fresh = files(join(root, FRESH));
  const problems: string[] = [];
  for (const [path, text] of fresh) {
    if (!committed.has(path)) problems.push(`missing: codegen/${path}`);
    else if (committed.get(path) !== text) problems.push(`differs: codegen/${path}`);
  }
  for (const path of committed.keys()) if (!fresh.has(path)) problems.push(`stale: codegen/${path}`);
  if (problems.length > 0) {
    console.error(
      `codegen/ is out of date with openapi/v1.yaml; run \`npm run codegen\` and commit:\n${problems.join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`codegen/ matches a fresh generation (${fresh.size} files).`);
  }
} finally {
  rmSync(join(root, FRESH), { recursive: true, force: true });
}
