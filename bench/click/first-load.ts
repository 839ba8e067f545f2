import type { Browser, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { InFlight, quiet, withTimeout } from './click-rounds';
import { PROBE_SCRIPT, type FirstRow } from './page-probe';

/**
 * The first-load weight of bench/explorer-click.bench.ts: the explorer of the parent opened in a new browser context
 * (an empty HTTP cache) whose storage already holds the signed-in account's token (no sign-in round trip), then
 * reloaded in the same context. Requests are counted with the DevTools protocol's Network domain from the navigation
 * until the page is quiet (no request in flight, then an idle period); the real-time hub's negotiation is counted, its
 * WebSocket and frames are not (the protocol reports them apart). «On the wire» is Network.loadingFinished's encodedDataLength: response headers and body
 * as received (compressed when compressed). JavaScript is split by the document: «initial» are the scripts the HTML
 * names (its module script and modulepreload links), «later» every other script (chunks imported on demand).
 */

interface NetworkRecord {
  url: string;
  type: string;
  bytes: number;
  fromCache: boolean;
  finished: boolean;
}

export interface LoadWeight {
  requests: number;
  /** Requests answered by the server (not from the memory or disk cache). */
  overNetwork: number;
  fromCache: number;
  bytes: number;
  jsInitial: { count: number; bytes: number };
  jsLater: { count: number; bytes: number };
  /** By the resource type of the protocol (Document, Script, Stylesheet, XHR, Fetch, Image, WebSocket, Other). */
  byType: Map<string, { count: number; bytes: number }>;
  /** Navigation start → the first explorer row painted (see page-probe.ts). */
  firstRowPainted: number;
  /** Paths that went over the network, and the scripts loaded later, for the report. */
  networkPaths: string[];
  laterScripts: string[];
}

function record(cdp: CDPSession): { records: Map<string, NetworkRecord>; reset: () => void } {
  const records = new Map<string, NetworkRecord>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    // A redirect reuses the request id: the last hop counts, as the browser's own list shows it.
    records.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      bytes: 0,
      fromCache: false,
      finished: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = records.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = records.get(event.requestId);
    if (entry && (event.response.fromDiskCache || event.response.fromPrefetchCache)) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = records.get(event.requestId);
    if (!entry) return;
    entry.bytes = event.encodedDataLength;
    entry.finished = true;
  });
  return {
    records,
    reset: () => {
      records.clear();
    },
  };
}

/** The scripts the document names: its module script and the modulepreload links. */
function initialScripts(html: string, base: string): Set<string> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    urls.add(new URL(match[1] ?? match[2] ?? '', base).href);
  return urls;
}

function weigh(records: Iterable<NetworkRecord>, initial: Set<string>, firstRow: FirstRow): LoadWeight {
  const list = [...records];
  const add = (into: { count: number; bytes: number }, entry: NetworkRecord) => {
    into.count += 1;
    into.bytes += entry.bytes;
  };
  const jsInitial = { count: 0, bytes: 0 };
  const jsLater = { count: 0, bytes: 0 };
  const byType = new Map<string, { count: number; bytes: number }>();
  for (const entry of list) {
    const type = byType.get(entry.type) ?? { count: 0, bytes: 0 };
    add(type, entry);
    byType.set(entry.type, type);
    if (entry.type === 'Script') add(initial.has(entry.url) ? jsInitial : jsLater, entry);
  }
  const network = list.filter((entry) => !entry.fromCache);
  return {
    requests: list.length,
    overNetwork: network.length,
    fromCache: list.length - network.length,
    bytes: list.reduce((sum, entry) => sum + entry.bytes, 0),
    jsInitial,
    jsLater,
    byType,
    firstRowPainted: firstRow.paintedAt,
    networkPaths: network.map((entry) => new URL(entry.url).pathname),
    laterScripts: list
      .filter((entry) => entry.type === 'Script' && !initial.has(entry.url))
      .map((entry) => new URL(entry.url).pathname),
  };
}

async function openAndSettle(page: Page, inFlight: InFlight, open: () => Promise<unknown>): Promise<FirstRow> {
  await open();
  const firstRow = await withTimeout(
    page.evaluate<FirstRow>('window.__clickBench.firstRowPainted'),
    120_000,
    'The first row',
  );
  await quiet(page, inFlight);
  return firstRow;
}

/** Cold load, then warm reload, of `path` in a fresh context holding `storageState`. */
export async function measureFirstLoad(
  browser: Browser,
  contextOptions: BrowserContextOptions,
  path: string,
): Promise<{ cold: LoadWeight; warm: LoadWeight }> {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE_SCRIPT);
    const inFlight = new InFlight(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const { records, reset } = record(cdp);
    const coldRow = await openAndSettle(page, inFlight, () => page.goto(path));
    const documentId = [...records].find(([, entry]) => entry.type === 'Document')?.[0];
    const html = documentId
      ? (await cdp.send('Network.getResponseBody', { requestId: documentId })).body
      : await page.content();
    const initial = initialScripts(html, page.url());
    const cold = weigh(records.values(), initial, coldRow);
    reset();
    const warmRow = await openAndSettle(page, inFlight, () => page.reload());
    const warm = weigh(records.values(), initial, warmRow);
    return { cold, warm };
  } finally {
    await context.close();
  }
}
