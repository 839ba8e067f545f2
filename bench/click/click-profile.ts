import type { Page } from '@playwright/test';
import { SourceNames, type CallFrame } from './source-names';

/**
 * Where the time of one click goes, from a Chromium performance trace taken with the DevTools protocol (Tracing, with
 * the V8 sampling profiler's category, as the Performance panel records). The trace is cut at the page's own marks and
 * at the load's network events, all on the trace's clock:
 *   click → request leaves         user timing mark `bench-click` (the probe's capture listener) → ResourceSendRequest
 *   request in flight               ResourceSendRequest → the load's last byte (ResourceFinish's finishTime: the event
 *                                   itself comes later, after the XHR's load handlers have parsed the JSON)
 *   response → rows in the DOM      the last byte → mark `bench-rows-in-dom`
 *   rows in the DOM → painted       → mark `bench-rows-painted`
 * For each part: the renderer main thread's tasks (RunTask, clipped to the part), the sampled CPU time by function
 * (self time; each sample counts until the next, but not past the end of its task; the minified build's names mapped
 * through its source maps), the app's own functions including what they
 * call (components and hooks: which of them dominate), and the browser's rendering events (style, layout, paint, GC).
 * Tracing slows the page down: the profiled click is not one of the measured rounds.
 */

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/** The browser's own work shown per part (inclusive, as the trace nests them). */
const RENDERING_EVENTS = [
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'ParseHTML',
  'v8.compile',
  'V8.GC_SCAVENGER',
  'MinorGC',
  'MajorGC',
  'XHRReadyStateChange',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      requestId?: string;
      /** ResourceFinish: when the last byte arrived, in seconds of the trace's clock. */
      finishTime?: number;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: CallFrame }[]; samples?: number[] };
    };
  };
}

export interface ProfilePart {
  label: string;
  ms: number;
  /** Main-thread tasks inside the part. */
  taskMs: number;
  /** Sampled CPU time that was not idle. */
  cpuMs: number;
  self: [string, number][];
  /** Self time by where the code comes from: the app, each package, native functions, (program), GC. */
  bySource: [string, number][];
  app: [string, number][];
  rendering: [string, number][];
  /** The main thread's tasks of 1 ms or more in the part, in order: offset from the part's start, length, content. */
  tasks: { at: number; ms: number; top: string }[];
}

/** Records a trace around `click` (which must prepare nothing: the page is ready, the click and the wait are left). */
export async function traceClick<T>(page: Page, click: () => Promise<T>): Promise<{ events: TraceEvent[]; result: T }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => {
    events.push(...(event.value as unknown as TraceEvent[]));
  });
  const complete = new Promise<void>((resolve) => {
    cdp.once('Tracing.tracingComplete', () => {
      resolve();
    });
  });
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] },
  });
  try {
    return { events, result: await click() };
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
}

interface Sample {
  ts: number;
  weight: number;
  node: number;
}

/** The renderer main thread's CPU profile from the trace: its nodes and its samples, each with the time until the next. */
function mainThreadProfile(events: TraceEvent[], pid: number, tid: number, main: TraceEvent[]) {
  const tasks = main
    .filter((e) => e.name === 'RunTask')
    .map((e) => ({ start: e.ts, end: e.ts + (e.dur ?? 0) }))
    .sort((a, b) => a.start - b.start);
  const profileIds = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id ?? ''),
  );
  const nodes = new Map<number, { parent?: number; callFrame: CallFrame }>();
  const samples: Sample[] = [];
  let time = events.find((e) => e.name === 'Profile' && profileIds.has(e.id ?? ''))?.args?.data?.startTime ?? 0;
  const chunks = events
    .filter((e) => e.name === 'ProfileChunk' && profileIds.has(e.id ?? ''))
    .sort((a, b) => a.ts - b.ts);
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, index) => {
      time += deltas[index] ?? 0;
      samples.push({ ts: time, weight: 0, node });
    });
  }
  // A sample stands for the time until the next one, but not past the end of the main-thread task it was taken in
  // (the thread went idle there); outside any task, for at most twice the usual interval.
  const gaps = samples.slice(1).map((sample, index) => sample.ts - (samples[index]?.ts ?? 0));
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
  let task = 0;
  samples.forEach((sample, index) => {
    const next = samples[index + 1];
    while (task < tasks.length && (tasks[task]?.end ?? 0) <= sample.ts) task += 1;
    const inside = tasks[task] && (tasks[task]?.start ?? Infinity) <= sample.ts ? tasks[task] : undefined;
    const limit = inside ? inside.end : sample.ts + 2 * usual;
    sample.weight = next ? Math.max(0, Math.min(next.ts, limit) - sample.ts) : 0;
  });
  return { nodes, samples };
}

const clip = (start: number, end: number, from: number, to: number) =>
  Math.max(0, Math.min(end, to) - Math.max(start, from));
const top = (totals: Map<string, number>, count: number): [string, number][] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => [name, us / 1000]);

/** The main thread's tasks (RunTask) of 1 ms or more that overlap the part. */
function tasksIn(main: TraceEvent[], from: number, to: number): TraceEvent[] {
  return main.filter(
    (e) => e.name === 'RunTask' && (e.dur ?? 0) >= 1000 && clip(e.ts, e.ts + (e.dur ?? 0), from, to) > 0,
  );
}

/** Splits the traced click into its parts (see the header) and attributes each part's time. */
export function analyseTrace(events: TraceEvent[], directoryId: string, assetsDir: string): ProfilePart[] {
  const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const click = mark('bench-click');
  if (!click) throw new Error('The trace holds no click mark.');
  const { pid } = click;
  const tid = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const send = events.find(
    (e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes(`/directories/${directoryId}/fetch`),
  );
  const finish = events.find(
    (e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === send?.args?.data?.requestId,
  );
  const inDom = mark('bench-rows-in-dom');
  const painted = mark('bench-rows-painted');
  if (tid === undefined || !send || !finish || !inDom || !painted)
    throw new Error('The trace misses events of the click.');
  const lastByte = finish.args?.data?.finishTime ? finish.args.data.finishTime * 1e6 : finish.ts;
  const bounds: [string, number, number][] = [
    ['click → request leaves', click.ts, send.ts],
    ['request in flight', send.ts, lastByte],
    ['response → rows in the DOM', lastByte, inDom.ts],
    ['rows in the DOM → painted', inDom.ts, painted.ts],
  ];
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const { nodes, samples } = mainThreadProfile(events, pid, tid, main);
  const names = new SourceNames(assetsDir);
  const labels = new Map<number, string>();
  const labelOf = (id: number) => {
    let label = labels.get(id);
    if (label === undefined) {
      label = names.label(nodes.get(id)?.callFrame ?? { functionName: '?', url: '', lineNumber: 0, columnNumber: 0 });
      labels.set(id, label);
    }
    return label;
  };
  const groups = new Map<number, string>();
  const groupOf = (id: number) => {
    let group = groups.get(id);
    if (group === undefined) {
      group = names.group(nodes.get(id)?.callFrame ?? { functionName: '?', url: '', lineNumber: 0, columnNumber: 0 });
      groups.set(id, group);
    }
    return group;
  };
  const isApp = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    return frame?.url ? names.source(frame).startsWith('src/') : false;
  };
  return bounds.map(([label, from, to]) => {
    const taskUs = main
      .filter((e) => e.name === 'RunTask')
      .reduce((sum, e) => sum + clip(e.ts, e.ts + (e.dur ?? 0), from, to), 0);
    const self = new Map<string, number>();
    const bySource = new Map<string, number>();
    const app = new Map<string, number>();
    let cpuUs = 0;
    for (const sample of samples) {
      if (sample.ts < from || sample.ts >= to) continue;
      const leaf = labelOf(sample.node);
      if (leaf === '(idle)') continue;
      cpuUs += sample.weight;
      self.set(leaf, (self.get(leaf) ?? 0) + sample.weight);
      const group = groupOf(sample.node);
      bySource.set(group, (bySource.get(group) ?? 0) + sample.weight);
      const seen = new Set<string>();
      for (let id: number | undefined = sample.node; id !== undefined; id = nodes.get(id)?.parent)
        if (isApp(id)) seen.add(labelOf(id));
      for (const name of seen) app.set(name, (app.get(name) ?? 0) + sample.weight);
    }
    const tasks = tasksIn(main, from, to).map((task) => {
      const inside = new Map<string, number>();
      for (const sample of samples)
        if (sample.ts >= task.ts && sample.ts < task.ts + (task.dur ?? 0) && labelOf(sample.node) !== '(idle)')
          inside.set(labelOf(sample.node), (inside.get(labelOf(sample.node)) ?? 0) + sample.weight);
      const content = top(inside, 3).map(([name, value]) => `${name.replace(/ \(.*\)$/, '')} ${value.toFixed(1)}`);
      const renderingInside = main
        .filter((e) => RENDERING_EVENTS.includes(e.name) && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0))
        .reduce((sum, e) => sum + (e.dur ?? 0), 0);
      if (renderingInside >= 500) content.push(`rendering events ${(renderingInside / 1000).toFixed(1)}`);
      return { at: (task.ts - from) / 1000, ms: (task.dur ?? 0) / 1000, top: content.join(', ') };
    });
    const rendering = new Map<string, number>();
    for (const e of main)
      if (RENDERING_EVENTS.includes(e.name))
        rendering.set(e.name, (rendering.get(e.name) ?? 0) + clip(e.ts, e.ts + (e.dur ?? 0), from, to));
    return {
      label,
      ms: (to - from) / 1000,
      taskMs: taskUs / 1000,
      cpuMs: cpuUs / 1000,
      self: top(self, 12),
      bySource: top(bySource, 8),
      app: top(app, 12),
      rendering: top(rendering, 8).filter(([, ms]) => ms >= 0.1),
      tasks,
    };
  });
}

export function printProfile(parts: ProfilePart[]): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  for (const part of parts) {
    console.log(
      `\n${part.label}: ${ms(part.ms)}; main-thread tasks ${ms(part.taskMs)}, sampled CPU (not idle) ${ms(part.cpuMs)}`,
    );
    if (part.bySource.length > 0)
      console.log(`  self time by origin: ${part.bySource.map(([name, value]) => `${name} ${ms(value)}`).join(', ')}`);
    if (part.self.length > 0) console.log('  self time by function:');
    for (const [name, value] of part.self) console.log(`    ${ms(value).padStart(9)}  ${name}`);
    if (part.app.length > 0) console.log("  the app's functions, with what they call:");
    for (const [name, value] of part.app) console.log(`    ${ms(value).padStart(9)}  ${name}`);
    if (part.tasks.length > 0 && part.tasks.length <= 12) {
      console.log('  main-thread tasks of 1 ms or more (start from the part’s start, length, top functions in ms):');
      for (const task of part.tasks)
        console.log(`    +${task.at.toFixed(1).padStart(6)} ms ${ms(task.ms).padStart(9)}  ${task.top}`);
    }
    if (part.rendering.length > 0)
      console.log(`  browser events: ${part.rendering.map(([name, value]) => `${name} ${ms(value)}`).join(', ')}`);
  }
}
