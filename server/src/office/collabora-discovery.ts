/**
 * Collabora Online's WOPI discovery (`{COLLABORA_URL}/hosting/discovery`): which extensions the editor opens, with
 * which action and at which address, and the RSA keys its WOPI calls are signed with. Modelled on Office Online's
 * discovery format ([MS-WOPI] 3.1.5.1), which Collabora follows with two quirks: it lists every extension under the
 * apps writer/calc/impress/draw and repeats the formats as MIME-type apps whose actions have `ext=""`, and it has no
 * rotation of its own (its `old*` proof-key attributes repeat the current key).
 */
import type { KeyObject } from 'node:crypto';
import { createPublicKey } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';

export interface DiscoveryAction {
  /** 'edit' | 'view' | 'view_comment' | … */
  name: string;
  urlsrc: string;
}

export interface ProofKeys {
  current: KeyObject;
  old: KeyObject | null;
}

export interface CollaboraDiscovery {
  /** lower-case extension WITHOUT dot → actions by name */
  actions: ReadonlyMap<string, ReadonlyMap<string, string>>; // ext → (action name → urlsrc)
  proofKeys: ProofKeys | null; // null when the discovery offers no <proof-key>
}

type Attributes = Readonly<Record<string, unknown>>;

const ATTRIBUTE = '@_';
// Without this a single child comes out as an object and several as an array.
const REPEATED = new Set(['net-zone', 'app', 'action', 'proof-key']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE,
  // Base64 moduli and URLs must stay strings, never numbers.
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (tagName) => REPEATED.has(tagName),
});

/** Reads a discovery document; throws when it is not one or offers no action for any extension. */
export function parseDiscovery(xml: string): CollaboraDiscovery {
  let document: unknown;
  try {
    // Without its validation fast-xml-parser reads a truncated document as far as it goes, and a discovery cut short
    // would pass for one with fewer formats; fast-xml-validator, its replacement, is not a dependency.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- see above
    document = parser.parse(xml, true);
  } catch (error) {
    throw new Error(`Collabora discovery is not well-formed XML: ${errorMessage(error)}`, { cause: error });
  }
  if (!isRecord(document) || !('wopi-discovery' in document))
    throw new Error('Collabora discovery has no <wopi-discovery> element');
  // `<wopi-discovery/>` parses as an empty string.
  const root = asRecord(document['wopi-discovery']);
  const actions = new Map<string, Map<string, string>>();
  for (const zone of children(root, 'net-zone'))
    for (const app of children(zone, 'app'))
      for (const action of children(app, 'action')) {
        // The MIME-type apps repeat the extensions' actions with ext=""; the Capabilities app has no extension at all.
        const ext = normaliseExtension(text(action, 'ext'));
        const name = text(action, 'name');
        const urlsrc = text(action, 'urlsrc');
        if (ext === '' || name === '' || urlsrc === '') continue;
        let byName = actions.get(ext);
        if (!byName) actions.set(ext, (byName = new Map<string, string>()));
        // The first zone and app that list an action win: the same extension can come back (rtf twice, for one).
        if (!byName.has(name)) byName.set(name, urlsrc);
      }
  if (actions.size === 0) throw new Error('Collabora discovery offers no action for any file extension');
  return { actions, proofKeys: readProofKeys(children(root, 'proof-key')[0]) };
}

/**
 * The action URL for an extension and a mode: 'edit' falls back to nothing (undefined) if the editor has no edit action
 * for the extension; 'view' uses 'view', else 'edit' (opened read-only by the host's UserCanWrite=false).
 */
export function actionUrl(discovery: CollaboraDiscovery, extension: string, mode: 'edit' | 'view'): string | undefined {
  const byName = discovery.actions.get(normaliseExtension(extension));
  if (!byName) return undefined;
  return mode === 'edit' ? byName.get('edit') : (byName.get('view') ?? byName.get('edit'));
}

/**
 * Builds the editor frame's address: the urlsrc with its `<name=VALUE&>` placeholders removed (Office-Online style
 * optional parameters), then `WOPISrc=<encoded wopiSrc>` appended (with `&` or nothing depending on whether urlsrc
 * already ends with `?` or `&`, or `?` when it has no query), plus `lang=<lang>` when given.
 */
export function editorFrameUrl(urlsrc: string, wopiSrc: string, lang?: string): string {
  // Placeholders are optional parameters the host may fill in; none of them is one we set.
  const base = urlsrc.replace(/<[^<>]*>/g, '');
  const separator = base.endsWith('?') || base.endsWith('&') ? '' : base.includes('?') ? '&' : '?';
  const language = lang === undefined || lang === '' ? '' : `&lang=${encodeURIComponent(lang)}`;
  return `${base}${separator}WOPISrc=${encodeURIComponent(wopiSrc)}${language}`;
}

/** Extensions (with a leading dot, lower case, sorted) that have an 'edit' action, for the app's configuration. */
export function editableExtensions(discovery: CollaboraDiscovery): string[] {
  return [...discovery.actions]
    .filter(([, byName]) => byName.has('edit'))
    .map(([ext]) => `.${ext}`)
    .sort();
}

export interface DiscoverySource {
  get(): Promise<CollaboraDiscovery>;
  refresh(): Promise<CollaboraDiscovery>;
}

const DEFAULT_TTL_MS = 60 * 60 * 1000;
// Collabora rotates its proof key on restart; a failing proof asks for a new discovery, and a flood of forged
// requests must not turn into a flood of discovery fetches.
const REFRESH_INTERVAL_MS = 60 * 1000;
const FETCH_TIMEOUT_MS = 10 * 1000;

/**
 * Fetches `${collaboraUrl}/hosting/discovery` with global fetch (timeout 10 s via AbortSignal.timeout), caches the
 * parsed result for ttlMs (default 1 hour); concurrent get() calls share one fetch; a failed fetch is not cached (the
 * next get() tries again) and rejects with an Error saying what failed (status or network). refresh() refetches now
 * (used when a proof check fails, as Collabora rotates its keys), but at most once per minute: within a minute of the
 * last fetch it returns the cached value. `clock` defaults to Date.now.
 */
export function discoverySource(
  collaboraUrl: string,
  options: { ttlMs?: number; clock?: () => number; fetch?: typeof fetch } = {},
): DiscoverySource {
  const url = `${collaboraUrl.replace(/\/+$/, '')}/hosting/discovery`;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const clock = options.clock ?? Date.now;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  let cached: { discovery: CollaboraDiscovery; fetchedAt: number } | undefined;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<CollaboraDiscovery> | undefined;

  function load(): Promise<CollaboraDiscovery> {
    if (inFlight) return inFlight;
    lastAttemptAt = clock();
    inFlight = fetchDiscovery(url, fetchImpl)
      .then((discovery) => {
        cached = { discovery, fetchedAt: clock() };
        return discovery;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    get() {
      if (cached && clock() - cached.fetchedAt < ttlMs) return Promise.resolve(cached.discovery);
      return load();
    },
    refresh() {
      if (!inFlight && cached && clock() - lastAttemptAt < REFRESH_INTERVAL_MS)
        return Promise.resolve(cached.discovery);
      return load();
    },
  };
}

async function fetchDiscovery(url: string, fetchImpl: typeof fetch): Promise<CollaboraDiscovery> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw unreachable(url, error);
  }
  if (!response.ok) {
    // Free the connection: an error page tells nothing worth reporting beyond its status.
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`Collabora discovery ${url} answered HTTP ${response.status}`);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    throw unreachable(url, error);
  }
  try {
    return parseDiscovery(body);
  } catch (error) {
    throw new Error(`Collabora discovery ${url} is unusable: ${errorMessage(error)}`, { cause: error });
  }
}

function unreachable(url: string, error: unknown): Error {
  const reason =
    error instanceof Error && error.name === 'TimeoutError'
      ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
      : // undici says only «fetch failed»; what failed (ECONNREFUSED, ENOTFOUND…) is in its cause.
        [error, error instanceof Error ? error.cause : undefined]
          .filter((part) => part !== undefined)
          .map(errorMessage)
          .join(': ');
  return new Error(`Collabora discovery ${url} could not be fetched: ${reason}`, { cause: error });
}

function readProofKeys(element: Attributes | undefined): ProofKeys | null {
  if (!element) return null;
  const current = publicKey(element, 'modulus', 'exponent');
  if (!current) throw new Error('Collabora discovery has a <proof-key> without modulus and exponent');
  return { current, old: publicKey(element, 'oldmodulus', 'oldexponent') ?? null };
}

function publicKey(element: Attributes, modulusName: string, exponentName: string): KeyObject | undefined {
  const modulus = text(element, modulusName);
  const exponent = text(element, exponentName);
  if (modulus === '' || exponent === '') return undefined;
  try {
    return createPublicKey({ key: { kty: 'RSA', n: base64url(modulus), e: base64url(exponent) }, format: 'jwk' });
  } catch (error) {
    throw new Error(`Collabora discovery's <proof-key> ${modulusName}/${exponentName} is not an RSA public key`, {
      cause: error,
    });
  }
}

/** Discovery's base64 big-endian integer as JWK wants it: base64url, without leading zero octets (RFC 7518 6.3.1). */
function base64url(value: string): string {
  const bytes = Buffer.from(value, 'base64');
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  return bytes.subarray(start).toString('base64url');
}

function normaliseExtension(extension: string): string {
  return extension.trim().replace(/^\./, '').toLowerCase();
}

function children(parent: Attributes, name: string): Attributes[] {
  const value = parent[name];
  return Array.isArray(value) ? value.map(asRecord) : [];
}

function text(element: Attributes, attribute: string): string {
  const value = element[`${ATTRIBUTE}${attribute}`];
  return typeof value === 'string' ? value.trim() : '';
}

function asRecord(value: unknown): Attributes {
  return isRecord(value) ? value : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
