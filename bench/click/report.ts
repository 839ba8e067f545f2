import { median } from '../support/product';
import type { ProfilePart } from './click-profile';
import { GZIP_FILE, type ClickSample } from './click-rounds';
import type { LoadWeight } from './first-load';
import type { ClickCase } from './seed-click-directories';

/** The markdown tables of bench/explorer-click.bench.ts, ready for the README. */

export interface DatabaseRun {
  label: string;
  cases: ClickCase[];
  clicks: Map<number, ClickSample[]>;
  firstLoads: { cold: LoadWeight; warm: LoadWeight }[];
  profile?: { note: string; parts: ProfilePart[] };
}

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

/** «median (min–max)» in ms, without a unit in the parentheses, as the README's tables write it. */
function span(values: readonly number[], digits = 0): string {
  if (values.length === 0) return '—';
  const text = (value: number) => value.toFixed(digits);
  if (values.length === 1) return `${text(values[0] ?? 0)} ms`;
  return `${text(median([...values]))} ms (${text(Math.min(...values))}–${text(Math.max(...values))})`;
}

export function bytes(value: number): string {
  if (value >= 1e6) return `${(value / 1e6).toFixed(2)} MB`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)} kB`;
  return `${String(value)} B`;
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

export function printClickTables(run: DatabaseRun, rounds: number): void {
  const rows: string[][] = [];
  const details: string[][] = [];
  for (const target of run.cases) {
    const samples = run.clicks.get(target.size) ?? [];
    const of = (pick: (sample: ClickSample) => number) => samples.map(pick);
    const last = samples[samples.length - 1];
    rows.push([
      `${thousands(target.size)} items`,
      span(of((s) => s.rowsPainted)),
      span(of((s) => s.requestLeaves)),
      span(of((s) => s.ttfb)),
      span(of((s) => s.download)),
      span(of((s) => s.parse)),
      !last
        ? '—'
        : last.encoding === GZIP_FILE
          ? `${bytes(last.encodedBytes)} (a gzip file of the JSON)`
          : `${bytes(last.encodedBytes)} / ${bytes(last.decodedBytes)} (${last.encoding})`,
    ]);
    const events = samples.filter((sample) => sample.inputDelay !== null).length;
    details.push([
      `${thousands(target.size)} items`,
      `${span(present(samples.map((s) => s.inputDelay)), 1)}${events < samples.length ? ` [${String(events)} of ${String(samples.length)}]` : ''}`,
      span(present(samples.map((s) => s.handlers)), 1),
      span(present(samples.map((s) => s.pushState)), 1),
      span(present(samples.map((s) => s.handlersToRequest)), 1),
      span(
        of((s) => s.stalled),
        1,
      ),
      span(of((s) => s.responseEndToDom)),
      span(
        of((s) => s.domToPainted),
        1,
      ),
      last ? String(last.rowsInDom) : '—',
    ]);
  }
  console.log(
    `\n## ${run.label}: click in the tree → the directory's rows, median (min–max) of ${String(rounds)} rounds\n`,
  );
  console.log(
    table(
      [
        'directory',
        'click → rows painted',
        'click → request leaves',
        'server time to first byte',
        'download',
        'parse → rows in the DOM',
        'response: on the wire / JSON',
      ],
      rows,
    ),
  );
  console.log('\nThe same clicks in detail (Event Timing of the click; the parts of «parse → rows in the DOM»):\n');
  console.log(
    table(
      [
        'directory',
        'input delay',
        'click handlers',
        'of which history.pushState',
        'handlers end → request leaves',
        'stalled (requestStart − startTime)',
        'responseEnd → first row in the DOM',
        'in the DOM → painted',
        'rows in the DOM',
      ],
      details,
    ),
  );
  const others = new Set(
    [...run.clicks.values()].flatMap((samples) => samples.flatMap((sample) => sample.otherRequests)),
  );
  if (others.size > 0) console.log(`\nOther requests after the click, besides the load: ${[...others].join(', ')}`);
}

export function printFirstLoadTable(run: DatabaseRun): void {
  const rows = (['cold', 'warm'] as const).map((which) => {
    const loads = run.firstLoads.map((load) => load[which]);
    const med = (pick: (load: LoadWeight) => number) => median(loads.map(pick));
    const js = (pick: (load: LoadWeight) => { count: number; bytes: number }) =>
      `${String(med((load) => pick(load).count))} files, ${bytes(med((load) => pick(load).bytes))}`;
    return [
      which === 'cold' ? 'cold: new context, token in storage' : 'warm: reload',
      String(med((load) => load.requests)),
      `${String(med((load) => load.overNetwork))} / ${String(med((load) => load.fromCache))}`,
      bytes(med((load) => load.bytes)),
      js((load) => load.jsInitial),
      js((load) => load.jsLater),
      span(loads.map((load) => load.firstRowPainted)),
    ];
  });
  console.log(
    `\n## ${run.label}: first load of the explorer (the demo project), median of ${String(run.firstLoads.length)}\n`,
  );
  console.log(
    table(
      [
        'load',
        'requests',
        'over the network / from the cache',
        'on the wire (headers + bodies)',
        'JS named by the page, on the wire',
        'JS loaded later, on the wire',
        'navigation → first row painted',
      ],
      rows,
    ),
  );
  const cold = run.firstLoads[0]?.cold;
  const warm = run.firstLoads[0]?.warm;
  if (cold) {
    const types = [...cold.byType].map(([type, { count, bytes: size }]) => `${type} ${String(count)} (${bytes(size)})`);
    console.log(`\nCold load by type: ${types.join(', ')}; scripts loaded later: ${cold.laterScripts.join(', ')}.`);
  }
  if (warm) console.log(`Reload, over the network: ${warm.networkPaths.join(', ')}.`);
}
