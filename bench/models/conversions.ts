import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figure, FIXTURES, median, ROOT } from '../support/product';

/** The IFC fixtures, with their sizes as people name them. */
export const MODEL_FIXTURES = [
  ['IfcOpenHouse_IFC4.ifc (0.1 MB)', 'ifc/IfcOpenHouse_IFC4.ifc'],
  ['Schependomlaan staal .ifczip (0.2 MB)', 'ifc/Schependomlaan_ROOT-staal.ifczip'],
  ['Schependomlaan vloeren (0.6 MB)', 'ifc/Schependomlaan_IFC-breedplaatvloeren.ifc'],
  ['Schependomlaan kalkzandsteen (1.5 MB)', 'ifc/Schependomlaan_IFC-kalkzandsteen.ifc'],
  ['Duplex_A_20110907.ifc (2.4 MB)', 'ifc/Duplex_A_20110907.ifc'],
  ['Schependomlaan kozijnen (9.3 MB)', 'ifc/Schependomlaan_IFC-houten-kozijnen.ifc'],
] as const;

const CONVERTER = join(ROOT, 'server/src/converters/ifc-to-fragments.mjs');
const REPORT_MEMORY = join(ROOT, 'bench/models/report-memory.mjs');

/** One run of the server's converter program as the model queue starts it: time, peak memory, output size. */
async function convertOnce(input: string, output: string) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=4096', '--import', REPORT_MEMORY, CONVERTER, input, output],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`The converter failed on ${input}: ${errors}`);
  const peak = Number(/peak-rss-kib (\d+)/.exec(errors)?.[1] ?? 0) / 1024;
  return { ms, peakMiB: peak, bytes: (await stat(output)).size };
}

/** Converts each fixture `runs` times after a warm-up; prints the medians and ranges. */
export async function measureConversions(runs: number): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'models-bench-'));
  try {
    await convertOnce(join(FIXTURES, MODEL_FIXTURES[0][1]), join(work, 'warm-up.frag'));
    console.log(`\nIFC → fragments, the server's converter process (median (min–max) of ${String(runs)})`);
    console.log(`  ${'model'.padEnd(40)} ${'time'.padEnd(22)} ${'peak memory'.padEnd(24)} fragments`);
    for (const [label, path] of MODEL_FIXTURES) {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await convertOnce(join(FIXTURES, path), join(work, `${String(run)}.frag`)));
      const size = median(samples.map((sample) => sample.bytes)) / 1024;
      console.log(
        `  ${label.padEnd(40)} ${figure(samples.map((sample) => sample.ms)).padEnd(22)} ${figure(
          samples.map((sample) => sample.peakMiB),
          'MiB',
        ).padEnd(24)} ${size.toFixed(0)} KiB`,
      );
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
