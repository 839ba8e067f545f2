import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseListing } from '../server/src/services/archive-listing';
import { listArchive } from '../server/src/services/archive-tool';
import { archiveIndex } from '../server/src/services/archive-tree';

/**
 * How long does the archive browser's listing take (docs/viewers.md)? Lists each archive of ../shared/fixtures (the
 * zip bomb included: refused from this listing) and a zip of 10,000 files in 100 folders made here with bsdtar, and
 * builds the tree the app receives: the median, min and max of 7 runs after one warm-up, bsdtar's process included.
 * Run: npx tsx bench/archive-listing.bench.ts
 */
const RUNS = 7;
const FIXTURES = resolve(import.meta.dirname, '../../shared/fixtures/archives');
const LIMITS = { timeoutMs: 30_000, maxBytes: 64 * 1024 ** 2 };

function largeZip(work: string): string {
  const source = join(work, 'source');
  for (let folder = 1; folder <= 100; folder += 1) {
    mkdirSync(join(source, `Папка ${String(folder)}`), { recursive: true });
    for (let sheet = 1; sheet <= 100; sheet += 1)
      writeFileSync(
        join(source, `Папка ${String(folder)}`, `Лист ${String(sheet)}.txt`),
        `${String(folder)}/${String(sheet)}\n`,
      );
  }
  const zip = join(work, 'large.zip');
  execFileSync('bsdtar', ['-c', '--format', 'zip', '-f', zip, '-C', source, '.'], {
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
  });
  return zip;
}

async function listing(path: string): Promise<{ entries: number; json: number }> {
  const entries = parseListing(await listArchive(path, 'UTF-8', LIMITS));
  const index = archiveIndex(
    'archive',
    entries.map((entry) => ({ ...entry, name: entry.name ?? '', entryName: entry.name })),
  );
  return { entries: entries.length, json: JSON.stringify(index.root).length };
}

const work = mkdtempSync(join(tmpdir(), 'archive-bench-'));
try {
  const archives = [
    ...['WinZip26.zip', '7Zip.LZMA2.7z', 'Rar5.rar', 'Tar.tar.gz', 'zbsm.zip'].map((name) => [
      name,
      join(FIXTURES, name),
    ]),
    ['10,000 files in 100 folders (zip)', largeZip(work)],
  ];
  console.log('| archive | entries | tree JSON | median | min–max |\n| --- | --- | --- | --- | --- |');
  for (const [name = '', path = ''] of archives) {
    await listing(path);
    const times: number[] = [];
    let last = { entries: 0, json: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      last = await listing(path);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const ms = (value = 0) => `${value.toFixed(1)} ms`;
    console.log(
      `| ${name} | ${String(last.entries)} | ${String(last.json)} B | ${ms(times[3])} | ${ms(times[0])}–${ms(times[RUNS - 1])} |`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
