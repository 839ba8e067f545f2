import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  actionUrl,
  discoverySource,
  editableExtensions,
  editorFrameUrl,
  parseDiscovery,
} from '../src/office/collabora-discovery';
import { CURRENT_PROOF_PRIVATE_KEY, OLD_PROOF_PRIVATE_KEY } from './fixtures/collabora-proof-keys';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const DISCOVERY_XML = fixture('collabora-discovery.xml');
const NO_PROOF_XML = fixture('collabora-discovery-no-proof.xml');
const COOL = 'https://office.example.com/browser/c7d0a3f9b1/cool.html?';

const publicPem = (privatePem: string) =>
  createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' });

describe('parseDiscovery', () => {
  it('maps every extension of the editor apps to its actions, in lower case without the dot', () => {
    const discovery = parseDiscovery(DISCOVERY_XML);
    for (const ext of ['docx', 'doc', 'odt', 'rtf', 'txt', 'xlsx', 'xls', 'ods', 'csv', 'pptx', 'ppt', 'odp', 'odg'])
      expect(discovery.actions.get(ext)?.get('edit'), ext).toBe(COOL);
    expect([...(discovery.actions.get('pdf') ?? [])]).toEqual([['view', COOL]]);
    expect(discovery.actions.get('sxw')?.has('edit')).toBe(false);
  });

  it('skips the MIME-type apps and the Capabilities app, whose actions have no extension', () => {
    const discovery = parseDiscovery(DISCOVERY_XML);
    expect(discovery.actions.has('')).toBe(false);
    expect([...discovery.actions.values()].flatMap((byName) => [...byName.keys()])).not.toContain('getinfo');
  });

  it('builds the current and the old proof key from modulus/exponent and oldmodulus/oldexponent', () => {
    const { proofKeys } = parseDiscovery(DISCOVERY_XML);
    expect(proofKeys?.current.asymmetricKeyType).toBe('rsa');
    expect(proofKeys?.current.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(proofKeys?.current.export({ type: 'spki', format: 'pem' })).toBe(publicPem(CURRENT_PROOF_PRIVATE_KEY));
    expect(proofKeys?.old?.export({ type: 'spki', format: 'pem' })).toBe(publicPem(OLD_PROOF_PRIVATE_KEY));
  });

  it('has no proof keys when the discovery has no <proof-key>, and no old key without oldmodulus', () => {
    expect(parseDiscovery(NO_PROOF_XML).proofKeys).toBeNull();
    const currentOnly = DISCOVERY_XML.replace(/ oldexponent="[^"]*"/, '').replace(/ oldmodulus="[^"]*"/, '');
    const { proofKeys } = parseDiscovery(currentOnly);
    expect(proofKeys?.current).toBeDefined();
    expect(proofKeys?.old).toBeNull();
  });

  it('decodes entities in urlsrc and takes a single app or action as well as several', () => {
    const discovery = parseDiscovery(
      '<wopi-discovery><net-zone name="external-http"><app name="Word">' +
        '<action name="edit" ext="DOCX" urlsrc="https://w.example/we/wordeditorframe.aspx?&lt;ui=UI_LLCC&amp;&gt;"/>' +
        '</app></net-zone></wopi-discovery>',
    );
    expect(discovery.actions.get('docx')?.get('edit')).toBe('https://w.example/we/wordeditorframe.aspx?<ui=UI_LLCC&>');
    expect(discovery.proofKeys).toBeNull();
  });

  it('refuses garbage, XML that is not a discovery, a discovery without actions and a broken proof key', () => {
    expect(() => parseDiscovery('not xml at all')).toThrow(/not well-formed XML/);
    expect(() => parseDiscovery('')).toThrow(/not well-formed XML/);
    expect(() => parseDiscovery('<wopi-discovery><net-zone></wopi-discovery>')).toThrow(/not well-formed XML/);
    expect(() => parseDiscovery('<html><body>502 Bad Gateway</body></html>')).toThrow(/no <wopi-discovery> element/);
    expect(() => parseDiscovery('<wopi-discovery/>')).toThrow(/no action for any file extension/);
    expect(() =>
      parseDiscovery(
        '<wopi-discovery><net-zone><app name="text/plain"><action name="edit" ext="" urlsrc="https://o/?"/></app></net-zone></wopi-discovery>',
      ),
    ).toThrow(/no action for any file extension/);
    expect(() => parseDiscovery(DISCOVERY_XML.replace(/ modulus="[^"]*"/, ''))).toThrow(/without modulus and exponent/);
    expect(() => parseDiscovery(DISCOVERY_XML.replace(/ exponent="[^"]*"/, ' exponent=""'))).toThrow(
      /without modulus and exponent/,
    );
  });
});

describe('actionUrl', () => {
  const discovery = parseDiscovery(
    '<wopi-discovery><net-zone name="external-https"><app name="writer">' +
      '<action name="edit" ext="odt" urlsrc="https://o.example/edit?"/>' +
      '<action name="view" ext="odt" urlsrc="https://o.example/view?"/>' +
      '<action name="edit" ext="docx" urlsrc="https://o.example/edit?"/>' +
      '</app><app name="draw"><action name="view" ext="pdf" urlsrc="https://o.example/view?"/></app>' +
      '</net-zone></wopi-discovery>',
  );

  it('gives the edit action for edit, and nothing where the editor only views', () => {
    expect(actionUrl(discovery, 'odt', 'edit')).toBe('https://o.example/edit?');
    expect(actionUrl(discovery, 'pdf', 'edit')).toBeUndefined();
  });

  it('gives the view action for view, else the edit action (the host opens it read-only)', () => {
    expect(actionUrl(discovery, 'odt', 'view')).toBe('https://o.example/view?');
    expect(actionUrl(discovery, 'docx', 'view')).toBe('https://o.example/edit?');
    expect(actionUrl(discovery, 'pdf', 'view')).toBe('https://o.example/view?');
  });

  it('gives nothing for an extension the editor does not know, and takes any case, with or without the dot', () => {
    expect(actionUrl(discovery, 'dwg', 'view')).toBeUndefined();
    expect(actionUrl(discovery, '', 'view')).toBeUndefined();
    expect(actionUrl(discovery, '.DOCX', 'edit')).toBe('https://o.example/edit?');
  });

  it('works on the realistic fixture', () => {
    const real = parseDiscovery(DISCOVERY_XML);
    expect(actionUrl(real, 'xlsx', 'view')).toBe(COOL);
    expect(actionUrl(real, 'pdf', 'view')).toBe(COOL);
    expect(actionUrl(real, 'pdf', 'edit')).toBeUndefined();
  });
});

describe('editorFrameUrl', () => {
  const wopiSrc = 'https://cde.example.org/wopi/files/0b5e1c1e-4f7a-4c1d-9a55-1d2b3c4d5e6f';

  it('appends the encoded WOPISrc to a urlsrc ending in «?», as Collabora gives it', () => {
    expect(editorFrameUrl(COOL, wopiSrc)).toBe(
      `${COOL}WOPISrc=https%3A%2F%2Fcde.example.org%2Fwopi%2Ffiles%2F0b5e1c1e-4f7a-4c1d-9a55-1d2b3c4d5e6f`,
    );
    expect(new URL(editorFrameUrl(COOL, wopiSrc)).searchParams.get('WOPISrc')).toBe(wopiSrc);
  });

  it('encodes every character of WOPISrc that would break the query', () => {
    const url = new URL(editorFrameUrl(COOL, 'https://cde.example.org/wopi/files/a b?x=1&y=2#z'));
    expect(url.searchParams.get('WOPISrc')).toBe('https://cde.example.org/wopi/files/a b?x=1&y=2#z');
    expect(url.hash).toBe('');
  });

  it('joins with «&» after a query, «?» without one, nothing after a trailing «&»', () => {
    expect(editorFrameUrl('https://o.example/cool.html?embed=1', 'w')).toBe(
      'https://o.example/cool.html?embed=1&WOPISrc=w',
    );
    expect(editorFrameUrl('https://o.example/cool.html', 'w')).toBe('https://o.example/cool.html?WOPISrc=w');
    expect(editorFrameUrl('https://o.example/cool.html?ui=en-us&thm=1&', 'w')).toBe(
      'https://o.example/cool.html?ui=en-us&thm=1&WOPISrc=w',
    );
  });

  it('removes the Office-Online placeholders', () => {
    expect(
      editorFrameUrl(
        'https://w.example/wv/wordviewerframe.aspx?<ui=UI_LLCC&><rs=DC_LLCC&><showpagestats=PERFSTATS&>',
        'w',
      ),
    ).toBe('https://w.example/wv/wordviewerframe.aspx?WOPISrc=w');
    expect(editorFrameUrl('https://w.example/x.aspx?<ui=UI_LLCC&>embed=1&<dchat=DISABLE_CHAT&>', 'w')).toBe(
      'https://w.example/x.aspx?embed=1&WOPISrc=w',
    );
  });

  it('adds the language when given, encoded', () => {
    expect(editorFrameUrl(COOL, 'w', 'ru-RU')).toBe(`${COOL}WOPISrc=w&lang=ru-RU`);
    expect(editorFrameUrl(COOL, 'w', 'x&y')).toBe(`${COOL}WOPISrc=w&lang=x%26y`);
    expect(editorFrameUrl(COOL, 'w')).not.toContain('lang=');
  });
});

describe('editableExtensions', () => {
  it('lists the extensions with an edit action, dotted and sorted, and none that is only viewed', () => {
    const extensions = editableExtensions(parseDiscovery(DISCOVERY_XML));
    expect(extensions).toEqual([...extensions].sort());
    for (const ext of ['.docx', '.doc', '.odt', '.rtf', '.txt', '.xlsx', '.xls', '.ods', '.csv', '.pptx', '.ppt'])
      expect(extensions).toContain(ext);
    expect(extensions).toContain('.odp');
    expect(extensions).toContain('.odg');
    for (const ext of ['.pdf', '.sxw', '.vsdx', '.dotx']) expect(extensions).not.toContain(ext);
    expect(extensions.every((ext) => /^\.[a-z0-9]+$/.test(ext))).toBe(true);
  });
});

describe('discoverySource', () => {
  const COLLABORA = 'https://office.example.com';
  const ALTERNATIVE = DISCOVERY_XML.replaceAll('c7d0a3f9b1', 'd8e1b4a0c2');

  /** A fetch that answers from a queue of responses (the last one repeats) and counts its calls. */
  function fakeFetch(...answers: (() => Response | Promise<Response>)[]) {
    const calls: string[] = [];
    const fetch = (input: string | URL | Request) => {
      calls.push(input instanceof Request ? input.url : String(input));
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (!answer) throw new Error('no answer configured');
      return Promise.resolve().then(answer);
    };
    return { fetch, calls };
  }
  const xml = (body: string) => () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/xml' } });
  const manualClock = () => {
    const clock = { now: 1_000_000, read: () => clock.now };
    return clock;
  };

  it('fetches /hosting/discovery once and serves the parsed result until the TTL runs out', async () => {
    const clock = manualClock();
    const { fetch, calls } = fakeFetch(xml(DISCOVERY_XML), xml(ALTERNATIVE));
    const source = discoverySource(`${COLLABORA}/`, { ttlMs: 60_000, clock: clock.read, fetch });
    const first = await source.get();
    expect(calls).toEqual([`${COLLABORA}/hosting/discovery`]);
    expect(actionUrl(first, 'docx', 'edit')).toBe(COOL);
    clock.now += 59_999;
    expect(await source.get()).toBe(first);
    expect(calls).toHaveLength(1);
    clock.now += 1;
    const second = await source.get();
    expect(calls).toHaveLength(2);
    expect(actionUrl(second, 'docx', 'edit')).toContain('d8e1b4a0c2');
  });

  it('keeps a discovery for an hour by default', async () => {
    const clock = manualClock();
    const { fetch, calls } = fakeFetch(xml(DISCOVERY_XML));
    const source = discoverySource(COLLABORA, { clock: clock.read, fetch });
    await source.get();
    clock.now += 60 * 60 * 1000 - 1;
    await source.get();
    expect(calls).toHaveLength(1);
    clock.now += 1;
    await source.get();
    expect(calls).toHaveLength(2);
  });

  it('shares one fetch between concurrent callers', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetch, calls } = fakeFetch(async () => {
      await gate;
      return xml(DISCOVERY_XML)();
    });
    const source = discoverySource(COLLABORA, { fetch, clock: manualClock().read });
    const pending = [source.get(), source.get(), source.refresh(), source.get()];
    release?.();
    const results = await Promise.all(pending);
    expect(calls).toHaveLength(1);
    for (const result of results) expect(result).toBe(results[0]);
  });

  it('does not keep a failure: the next get() fetches again', async () => {
    const { fetch, calls } = fakeFetch(
      () => new Response('Service Unavailable', { status: 503 }),
      () => Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 10.0.0.5:9980') })),
      xml('<html><body>Welcome to nginx</body></html>'),
      xml(DISCOVERY_XML),
    );
    const source = discoverySource(COLLABORA, { fetch, clock: manualClock().read });
    await expect(source.get()).rejects.toThrow(
      'Collabora discovery https://office.example.com/hosting/discovery answered HTTP 503',
    );
    await expect(source.get()).rejects.toThrow(/could not be fetched: fetch failed: connect ECONNREFUSED 10\.0\.0\.5/);
    await expect(source.get()).rejects.toThrow(/is unusable: .*no <wopi-discovery> element/);
    expect(actionUrl(await source.get(), 'odt', 'edit')).toBe(COOL);
    expect(calls).toHaveLength(4);
  });

  it('says when the editor did not answer in time', async () => {
    const { fetch } = fakeFetch(() =>
      Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    );
    const source = discoverySource(COLLABORA, { fetch });
    await expect(source.get()).rejects.toThrow(/could not be fetched: no answer within 10 s/);
  });

  it('passes a timeout signal to fetch', async () => {
    let signal: AbortSignal | null | undefined;
    const fetch = ((_input: string, init?: RequestInit) => {
      signal = init?.signal;
      return Promise.resolve(xml(DISCOVERY_XML)());
    }) as typeof globalThis.fetch;
    await discoverySource(COLLABORA, { fetch }).get();
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
  });

  it('refreshes at most once a minute, returning the cached discovery in between', async () => {
    const clock = manualClock();
    const { fetch, calls } = fakeFetch(xml(DISCOVERY_XML), xml(ALTERNATIVE));
    const source = discoverySource(COLLABORA, { clock: clock.read, fetch });
    const first = await source.get();
    clock.now += 59_999;
    expect(await source.refresh()).toBe(first);
    expect(calls).toHaveLength(1);
    clock.now += 1;
    const refreshed = await source.refresh();
    expect(calls).toHaveLength(2);
    expect(actionUrl(refreshed, 'docx', 'edit')).toContain('d8e1b4a0c2');
    // The refreshed discovery is the one get() serves from now on.
    expect(await source.get()).toBe(refreshed);
    clock.now += 30_000;
    expect(await source.refresh()).toBe(refreshed);
    expect(calls).toHaveLength(2);
  });

  it('refreshes at once when nothing could be fetched yet', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('', { status: 502 }), xml(DISCOVERY_XML));
    const source = discoverySource(COLLABORA, { fetch, clock: manualClock().read });
    await expect(source.get()).rejects.toThrow(/HTTP 502/);
    expect(actionUrl(await source.refresh(), 'odt', 'edit')).toBe(COOL);
    expect(calls).toHaveLength(2);
  });

  it('rejects a failed refresh and fetches again on the next get()', async () => {
    const clock = manualClock();
    const { fetch, calls } = fakeFetch(xml(DISCOVERY_XML), () => new Response('', { status: 500 }), xml(ALTERNATIVE));
    const source = discoverySource(COLLABORA, { clock: clock.read, fetch, ttlMs: 120_000 });
    await source.get();
    clock.now += 60_000;
    await expect(source.refresh()).rejects.toThrow(/HTTP 500/);
    // Still within the TTL: get() keeps serving the discovery it has.
    expect(actionUrl(await source.get(), 'docx', 'edit')).toBe(COOL);
    clock.now += 60_000;
    expect(actionUrl(await source.get(), 'docx', 'edit')).toContain('d8e1b4a0c2');
    expect(calls).toHaveLength(3);
  });
});
