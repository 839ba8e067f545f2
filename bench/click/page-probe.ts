/**
 * What bench/explorer-click.bench.ts runs inside the page (installed with addInitScript, so it is in place before the
 * app's own scripts in every document). Written as text: tsx would otherwise wrap the functions with helpers the page
 * does not have. All times are performance.now() values of the page (ms since its navigation started).
 *
 * - «Painted»: when a row appears, a requestAnimationFrame callback is asked for; from it a message is posted through a
 *   MessageChannel, and the time that message is delivered is the paint time. The message is a task queued during the
 *   frame's rendering update, so it runs right after that frame's style, layout and paint on the main thread (what the
 *   compositor and the GPU process do afterwards to put the frame on screen is not included).
 * - «In the DOM»: the MutationObserver callback (a microtask at the end of the task whose DOM change made the row) in
 *   which the row is first found.
 * - The first row of the page (cold and warm loads): any explorer row (`[role=option][id^="explorer-row-"]`).
 * - The first row of a clicked directory: a row whose DOM id starts with `explorer-row-<the case's id prefix>`, i.e. a
 *   child of that directory, never one of the parent's rows still shown.
 * - history.pushState is wrapped to time the router's same-document navigation (it only measures, then calls it).
 * - The click: the `timeStamp` of the click event (the input's time as the browser received it, the same clock as
 *   performance.now()), caught in the capture phase on window before the app's handlers run, once armed.
 * - The click's Event Timing entry (reported when the click lasted 16 ms or more to its next paint): input delay
 *   (processingStart − startTime) and the handlers' time (processingEnd − processingStart).
 * - User timing marks `bench-click`, `bench-rows-in-dom` and `bench-rows-painted`, for the trace (click-profile.ts).
 */
export const PROBE_SCRIPT = String.raw`(() => {
  if (window.__clickBench) return;
  performance.setResourceTimingBufferSize(5000);
  const state = {
    firstRow: null,
    resolveFirstRow: null,
    armed: null,
    resolveDone: null,
    events: [],
  };
  window.__clickBench = state;
  /** The first row of the page once it is painted (cold and warm loads). */
  state.firstRowPainted = new Promise((resolve) => { state.resolveFirstRow = resolve; });
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });
  const check = () => {
    if (!state.firstRow && document.querySelector('[role=option][id^="explorer-row-"]')) {
      const row = { domAt: performance.now(), paintedAt: null };
      state.firstRow = row;
      afterPaint((now) => {
        row.paintedAt = now;
        state.resolveFirstRow(row);
      });
    }
    const armed = state.armed;
    if (armed && armed.clickAt !== null && armed.domAt === null &&
        document.querySelector('[role=option][id^="explorer-row-' + armed.prefix + '"]')) {
      armed.domAt = performance.now();
      performance.mark('bench-rows-in-dom');
      afterPaint((now) => {
        armed.paintedAt = now;
        performance.mark('bench-rows-painted');
        state.resolveDone();
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  // How long the router's history.pushState takes in the click's handler (a same-document navigation).
  const pushState = history.pushState;
  history.pushState = function (...args) {
    const started = performance.now();
    try {
      return pushState.apply(this, args);
    } finally {
      const armed = state.armed;
      if (armed && armed.clickAt !== null && armed.pushStateMs === null) armed.pushStateMs = performance.now() - started;
    }
  };
  window.addEventListener('click', (event) => {
    const armed = state.armed;
    if (armed && armed.clickAt === null) {
      armed.clickAt = event.timeStamp;
      performance.mark('bench-click');
    }
  }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click')
        state.events.push({
          startTime: entry.startTime,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          duration: entry.duration,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  /** Readies the page for one click: state.done resolves once the clicked directory's first row is painted. */
  state.arm = (prefix) => {
    state.armed = { prefix, clickAt: null, domAt: null, paintedAt: null, pushStateMs: null };
    state.events = [];
    state.done = new Promise((resolve) => { state.resolveDone = resolve; });
    performance.clearMarks();
  };
  /** An idle period of the main thread (or the timeout): the page has finished what it started. */
  state.idle = (timeout) => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));
  /** The round's figures, with every resource the page started from the click on. */
  state.result = (directoryId) => {
    const armed = state.armed;
    const resources = performance.getEntriesByType('resource')
      .filter((entry) => entry.startTime >= armed.clickAt)
      .map((entry) => ({
        name: entry.name,
        initiatorType: entry.initiatorType,
        startTime: entry.startTime,
        requestStart: entry.requestStart,
        responseStart: entry.responseStart,
        responseEnd: entry.responseEnd,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
        transferSize: entry.transferSize,
        responseStatus: entry.responseStatus,
      }));
    const load = resources.filter((entry) => entry.name.includes('/v1/directories/' + directoryId + '/fetch'));
    const row = document.querySelector('[role=option][id^="explorer-row-' + armed.prefix + '"]');
    return {
      clickAt: armed.clickAt,
      domAt: armed.domAt,
      paintedAt: armed.paintedAt,
      pushStateMs: armed.pushStateMs,
      loads: load,
      resources,
      setSize: row ? Number(row.getAttribute('aria-setsize')) : 0,
      rowsInDom: document.querySelectorAll('[role=listbox] [role=option]').length,
      clickEvent: state.events.find((entry) => Math.abs(entry.startTime - armed.clickAt) < 1) ?? null,
    };
  };
})();`;

export interface ResourceFigures {
  name: string;
  initiatorType: string;
  startTime: number;
  requestStart: number;
  responseStart: number;
  responseEnd: number;
  encodedBodySize: number;
  decodedBodySize: number;
  transferSize: number;
  responseStatus: number;
}

export interface RoundResult {
  clickAt: number;
  domAt: number;
  paintedAt: number;
  /** The router's history.pushState in the click's handler, or null when it made none. */
  pushStateMs: number | null;
  loads: ResourceFigures[];
  resources: ResourceFigures[];
  setSize: number;
  rowsInDom: number;
  /** The click's Event Timing entry (when it lasted 16 ms or more to its next paint), else null. */
  clickEvent: { startTime: number; processingStart: number; processingEnd: number; duration: number } | null;
}

export interface FirstRow {
  domAt: number;
  paintedAt: number;
}
