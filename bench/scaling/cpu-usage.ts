import { readdir, readFile } from 'node:fs/promises';
import { cpus } from 'node:os';

/**
 * Where the machine's CPU went during a case of bench/scaling.bench.ts, read from /proc (Linux): the server processes,
 * nginx's workers, the PostgreSQL backends of the bench's database, this process (autocannon, the load generator),
 * everything else on the machine, and what stayed idle. In % of one core: a machine of n cores has n × 100 %.
 */

/** The kernel's clock ticks per second for /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface CpuShares {
  servers: number;
  nginx: number;
  postgres: number;
  loadGenerator: number;
  others: number;
  idle: number;
}

/** User and system time of a process, in ticks; 0 for one that is gone. */
async function processTicks(pid: number): Promise<number> {
  try {
    const fields = (await readFile(`/proc/${String(pid)}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return 0;
  }
}

/** The machine's busy and idle ticks, all cores together (/proc/stat's first line). */
async function machineTicks(): Promise<{ busy: number; idle: number }> {
  const [line = ''] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
}

/** The processes whose command line starts with `prefix` and holds `part` (PostgreSQL names backends by database). */
async function processesNamed(prefix: string, part: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.startsWith(prefix) && command.includes(part)) pids.push(Number(entry));
  }
  return pids;
}

/** The children of a process (nginx's master has its workers). */
async function childrenOf(parent: number): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.split(') ')[1]?.split(' ')[1]) === parent) pids.push(Number(entry));
  }
  return pids;
}

type Group = 'servers' | 'nginx' | 'postgres';

/**
 * Measures the CPU of `work`: the server processes and nginx masters given by pid, the PostgreSQL backends serving
 * `database` (those there as the case starts, and those opened while it ran). A process that ends meanwhile counts
 * nothing (its time is gone from /proc with it).
 */
export async function cpuDuring<T>(
  pids: { servers: readonly number[]; nginxMasters?: readonly number[]; database?: string },
  work: () => Promise<T>,
): Promise<{ result: T; shares: CpuShares }> {
  const backends = () =>
    pids.database === undefined ? Promise.resolve([]) : processesNamed('postgres: ', ` ${pids.database} `);
  const groups: Record<Group, number[]> = {
    servers: [...pids.servers],
    nginx: (await Promise.all((pids.nginxMasters ?? []).map(childrenOf))).flat(),
    postgres: await backends(),
  };
  const ticksOf = async () =>
    new Map(
      await Promise.all(
        Object.values(groups)
          .flat()
          .map(async (id) => [id, await processTicks(id)] as const),
      ),
    );
  const generator = () => {
    const usage = process.cpuUsage();
    return ((usage.user + usage.system) / 1e6) * TICKS_PER_SECOND;
  };
  const [startedAt, machineBefore, before, generatorBefore] = [
    performance.now(),
    await machineTicks(),
    await ticksOf(),
    generator(),
  ];
  const result = await work();
  // A pool opens connections while the case runs (pg's closes those idle for 10 s): their backends count from 0.
  groups.postgres = [...new Set([...groups.postgres, ...(await backends())])];
  const [endedAt, machineAfter, after, generatorAfter] = [
    performance.now(),
    await machineTicks(),
    await ticksOf(),
    generator(),
  ];
  const seconds = (endedAt - startedAt) / 1000;
  const percent = (ticks: number) => (100 * ticks) / TICKS_PER_SECOND / seconds;
  const of = (group: Group) =>
    percent(
      groups[group].reduce((total, id) => {
        const [from, to] = [before.get(id) ?? 0, after.get(id) ?? 0];
        return total + (to >= from && to > 0 ? to - from : 0);
      }, 0),
    );
  const shares = {
    servers: of('servers'),
    nginx: of('nginx'),
    postgres: of('postgres'),
    loadGenerator: percent(generatorAfter - generatorBefore),
  };
  const busy = percent(machineAfter.busy - machineBefore.busy);
  const idle = percent(machineAfter.idle - machineBefore.idle);
  const known = shares.servers + shares.nginx + shares.postgres + shares.loadGenerator;
  return { result, shares: { ...shares, others: Math.max(0, busy - known), idle } };
}

export const CORES = cpus().length;
