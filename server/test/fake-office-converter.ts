import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for LibreOffice (config.officeConversion.command) that the test controls: each conversion is counted,
 * then waits until the test opens the gate, then writes a small PDF where LibreOffice would. A conversion thus stays
 * running as long as a test needs to look at it from another queue.
 */
export interface FakeOfficeConverter {
  command: string;
  /** How many conversions were started. */
  calls(): Promise<number>;
  /** Resolves once at least `count` conversions were started. */
  started(count: number): Promise<void>;
  /** Lets every conversion, running or to come, finish. */
  open(): Promise<void>;
  remove(): Promise<void>;
}

export async function fakeOfficeConverter(): Promise<FakeOfficeConverter> {
  const dir = await mkdtemp(join(tmpdir(), 'cde-fake-soffice-'));
  const command = join(dir, 'soffice');
  const callsFile = join(dir, 'calls');
  const gate = join(dir, 'gate');
  // `--version` answers as LibreOffice does, so that a server built with it offers office documents for viewing.
  const script = `#!/bin/sh
[ "$1" = --version ] && exit 0
echo started >> '${callsFile}'
while [ ! -e '${gate}' ]; do sleep 0.02; done
outdir=''
previous=''
for arg in "$@"; do
  [ "$previous" = --outdir ] && outdir="$arg"
  previous="$arg"
done
printf '%%PDF-1.4\\n%%%%EOF\\n' > "$outdir/source.pdf"
`;
  await writeFile(command, script);
  await chmod(command, 0o755);
  const calls = async () => {
    const text = await readFile(callsFile, 'utf8').catch(() => '');
    return text.split('\n').filter((line) => line !== '').length;
  };
  return {
    command,
    calls,
    async started(count) {
      while ((await calls()) < count) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    open: () => writeFile(gate, ''),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
