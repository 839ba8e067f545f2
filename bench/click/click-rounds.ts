import type { Page, Request } from '@playwright/test';
import type { FirstRow, RoundResult } from './page-probe';
import type { ClickCase, ClickSeed } from './seed-click-directories';

/**
 * One round of bench/explorer-click.bench.ts: open the parent (a full navigation, so the app starts afresh with the
 * token in storage and its react-query cache is empty: the click below always loads), expand the parent in the tree,
 * wait until the page is quiet, click the directory's node in the tree and wait until its first row is painted.
 */

/** How long one wait may take before the round is given up (a 10,000-item load takes a few seconds on a busy machine). */
const ROUND_TIMEOUT_MS = 120_000;
/** The idle callback's deadline: a page that never idles (it should) still goes on after this. */
const IDLE_TIMEOUT_MS = 3_000;

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what}: no answer within ${String(ms / 1000)} s.`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * The page's requests in flight, from Playwright's request events. The real-time channel's long-lived requests (the
 * hub's WebSocket, or its polling fallback) never finish and are left out.
 */
export class InFlight {
  private readonly open = new Set<Request>();
  private waiters: (() => void)[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      if (!request.url().includes('/hubs/') || request.method() === 'POST') this.open.add(request);
    });
    const done = (request: Request) => {
      this.open.delete(request);
      if (this.open.size === 0) for (const wake of this.waiters.splice(0)) wake();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Resolves once no request is in flight (at once when none is). */
  settled(): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

/** Waits until the page has no request in flight and its main thread has had an idle period. */
export async function quiet(page: Page, inFlight: InFlight): Promise<void> {
  await withTimeout(inFlight.settled(), ROUND_TIMEOUT_MS, 'The page’s requests');
  await page.evaluate(`window.__clickBench.idle(${String(IDLE_TIMEOUT_MS)})`);
  // What the idle period itself may have started (a prefetch, a refresh) is waited for too.
  await withTimeout(inFlight.settled(), ROUND_TIMEOUT_MS, 'The page’s requests');
}

/** The parent's address: where every round starts, by a full navigation. */
export const parentPath = (seed: ClickSeed) => `/0/directories/${seed.parentId}`;

/** The directory's node in the tree. */
const treeNode = (page: Page, target: ClickCase) =>
  page.getByRole('tree').locator(`[role=treeitem][data-id="${target.directoryId}"]`);

/**
 * Opens the parent by a full navigation and waits for its rows to be painted, expands its node in the tree, and waits
 * until the page is quiet; the first row's figures of that load.
 */
export async function prepareRound(page: Page, inFlight: InFlight, seed: ClickSeed, target: ClickCase) {
  await page.goto(parentPath(seed));
  const firstRow = await withTimeout(
    page.evaluate<FirstRow>('window.__clickBench.firstRowPainted'),
    ROUND_TIMEOUT_MS,
    'The parent’s rows',
  );
  const node = treeNode(page, target);
  // A node of the route's path is open already; the route's own node (the parent) is not: open it by its chevron.
  if (!(await node.isVisible())) await page.getByTestId(`toggle-${seed.parentId}`).click();
  await node.waitFor({ timeout: ROUND_TIMEOUT_MS });
  await quiet(page, inFlight);
  return firstRow;
}

export interface ClickSample {
  rowsPainted: number;
  requestLeaves: number;
  ttfb: number;
  download: number;
  parse: number;
  /** Parts of the above: stalled before the request went (requestStart − startTime), and the last two steps. */
  stalled: number;
  responseEndToDom: number;
  domToPainted: number;
  /** The click's Event Timing: input delay and its handlers' time, when the entry was reported (≥ 16 ms). */
  inputDelay: number | null;
  handlers: number | null;
  /** Of the handlers' time: the router's history.pushState. */
  pushState: number | null;
  /** From the end of the click's handlers until the request is started (rendering the route, effects, interceptors). */
  handlersToRequest: number | null;
  encodedBytes: number;
  decodedBytes: number;
  encoding: string;
  rowsInDom: number;
  /** Other requests the click made (not the load), by path. */
  otherRequests: string[];
}

/** The encoding named for an answer that is a gzip file of the JSON, decompressed by the page. */
export const GZIP_FILE = 'gzip file';

/** Clicks the prepared directory's node and waits for its first row painted; checks that it loaded what was seeded. */
export async function clickAndMeasure(page: Page, target: ClickCase): Promise<ClickSample> {
  await page.evaluate(`window.__clickBench.arm(${JSON.stringify(target.idPrefix)})`);
  const loadUrl = `/v1/directories/${target.directoryId}/fetch`;
  const response = page.waitForResponse((candidate) => candidate.url().includes(loadUrl), {
    timeout: ROUND_TIMEOUT_MS,
  });
  // When the round fails before it is awaited, its rejection must not end the process (the clean-up is running).
  response.catch(() => undefined);
  await treeNode(page, target).click();
  await withTimeout(page.evaluate('window.__clickBench.done'), ROUND_TIMEOUT_MS, `The rows of ${target.label}`);
  const headers = (await response).headers();
  // A large load comes as a gzip file of its JSON (server/src/handlers/gzip-file.ts), decoded by the page.
  const encoding =
    headers['content-encoding'] ?? (headers['content-type']?.startsWith('application/gzip') ? GZIP_FILE : 'identity');
  const result = await page.evaluate<RoundResult>(`window.__clickBench.result(${JSON.stringify(target.directoryId)})`);
  const [load, ...more] = result.loads;
  if (!load || more.length > 0)
    throw new Error(`Expected one load of ${target.label} after the click, saw ${String(result.loads.length)}.`);
  if (load.responseStatus !== 200)
    throw new Error(`The load of ${target.label} answered ${String(load.responseStatus)}.`);
  // The list's rows carry the set size: the children, plus the «..» entry of the parent.
  if (result.setSize !== target.size && result.setSize !== target.size + 1)
    throw new Error(`The list of ${target.label} shows ${String(result.setSize)} rows.`);
  const event = result.clickEvent;
  return {
    rowsPainted: result.paintedAt - result.clickAt,
    requestLeaves: load.startTime - result.clickAt,
    ttfb: load.responseStart - load.requestStart,
    download: load.responseEnd - load.responseStart,
    parse: result.paintedAt - load.responseEnd,
    stalled: load.requestStart - load.startTime,
    responseEndToDom: result.domAt - load.responseEnd,
    domToPainted: result.paintedAt - result.domAt,
    inputDelay: event ? event.processingStart - event.startTime : null,
    handlers: event ? event.processingEnd - event.processingStart : null,
    pushState: result.pushStateMs,
    handlersToRequest: event ? load.startTime - event.processingEnd : null,
    encodedBytes: load.encodedBodySize,
    decodedBytes: load.decodedBodySize,
    encoding,
    rowsInDom: result.rowsInDom,
    otherRequests: result.resources
      .filter((entry) => !entry.name.includes(loadUrl))
      .map((entry) => new URL(entry.name).pathname),
  };
}

/** The account's access token expires within `ms`: the rounds sign in again before it does (tokens last 10 minutes). */
export function tokenExpiresWithin(page: Page, ms: number): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const key = Object.keys(localStorage).find((item) => item.startsWith('oidc.user:'));
    const user = key ? JSON.parse(localStorage.getItem(key) || '{}') : {};
    return !user.expires_at || user.expires_at * 1000 - Date.now() < ${String(ms)};
  })()`);
}
