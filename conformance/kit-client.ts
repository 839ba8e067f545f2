import type { AnswerLike } from './response-check';
import type { ExchangeRecord } from './report-model';

/** One request of the kit, relative to the target's base URL (the contract's `servers` entry, `/v1` included). */
export interface KitRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path with its parameters filled in, and a query string where the operation takes one. */
  path: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Whose token goes with the request: a role given to the kit, or null for none. The main account by default. */
  as?: string | null;
}

export interface Answer extends AnswerLike {
  bytes: Uint8Array;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** How long one answer may take before the kit reports it as missing: a hanging server must not hang the run. */
const REQUEST_TIMEOUT_MS = 60_000;

/** What the report keeps of a body: text as it is, binary bodies by their size. */
const BODY_KEPT = 4000;

function describeBody(request: KitRequest): string | undefined {
  if (request.json !== undefined) return JSON.stringify(request.json);
  if (request.form) {
    return [...request.form.entries()]
      .map(([name, value]) =>
        typeof value === 'string' ? `${name}=${value}` : `${name}=<file «${value.name}», ${String(value.size)} bytes>`,
      )
      .join('\n');
  }
  return undefined;
}

function isText(contentType: string): boolean {
  return /json|text|xml|html/.test(contentType);
}

/** Sends the kit's requests over HTTP with the tokens of its accounts, and keeps each exchange for the report. */
export class KitClient {
  constructor(
    private readonly target: string,
    private readonly tokens: Readonly<Record<string, string>>,
    private readonly mainRole: string,
  ) {}

  hasRole(role: string): boolean {
    return Boolean(this.tokens[role]);
  }

  url(path: string): string {
    return `${this.target.replace(/\/+$/, '')}${path}`;
  }

  async send(request: KitRequest): Promise<{ answer: Answer; exchange: ExchangeRecord }> {
    const role = request.as === undefined ? this.mainRole : request.as;
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json, */*' };
    if (role !== null) {
      const token = this.tokens[role];
      if (!token) throw new Error(`No token was given for the role «${role}».`);
      headers['authorization'] = `Bearer ${token}`;
    }
    let body: BodyInit | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      body = request.form;
    }
    Object.assign(headers, request.headers);
    const url = this.url(request.path);
    const shownHeaders = { ...headers, ...(headers['authorization'] ? { authorization: 'Bearer …' } : {}) };
    const described = describeBody(request);
    const exchange: ExchangeRecord = {
      request: { method: request.method, url, headers: shownHeaders, ...(described ? { body: described } : {}) },
    };
    const response = await fetch(url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const responseHeaders = Object.fromEntries([...response.headers.entries()]);
    const contentType = response.headers.get('content-type') ?? '';
    const text = isText(contentType) || bytes.length === 0 ? new TextDecoder().decode(bytes) : '';
    let json: unknown;
    try {
      json = /json/.test(contentType) ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    exchange.response = {
      status: response.status,
      headers: responseHeaders,
      body: text ? text.slice(0, BODY_KEPT) : `<${String(bytes.length)} bytes of ${contentType || 'unknown type'}>`,
    };
    return {
      answer: { status: response.status, headers: responseHeaders, text, byteLength: bytes.length, bytes, json },
      exchange,
    };
  }
}
