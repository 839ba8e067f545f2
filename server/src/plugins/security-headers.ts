import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What a page of the app may load, as CSP directives. The foreign addresses: the sign-in provider's origin, and the
 * office editor's (docs/office-editing.md), which the office screen frames and posts its session form to.
 */
export function appCspDirectives(signInOrigin: string | undefined, editorOrigin?: string): Record<string, string[]> {
  const signIn = signInOrigin === undefined ? [] : [signInOrigin];
  const editor = editorOrigin === undefined ? [] : [editorOrigin];
  return {
    'default-src': ["'self'"],
    // The build has no inline script; a script injected into a page does not run.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // The UI kit (Mantine) sets CSS variables in <style> elements and style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Previews are blobs fetched with the token; icons may be data URIs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The API is on the app's origin (or proxied to it); the sign-in provider may live elsewhere (discovery, tokens).
    // The drawing viewer reads the DXF it fetched with the token from a blob: address.
    'connect-src': ["'self'", 'blob:', ...signIn],
    'frame-src': ["'self'", ...editor],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...signIn, ...editor],
    // Nobody may frame the app: a framed app could be clicked through by another site.
    'frame-ancestors': ["'none'"],
  };
}

/** The directives as the header's value. */
export function cspHeaderValue(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The headers every answer of the app's pages carries where a server other than this one serves them (the mock's
 * Vite preview), so that the e2e runs on the mock meet the same policy as the product.
 */
export function appSecurityHeaders(signInOrigin: string | undefined): Record<string, string> {
  return {
    'content-security-policy': cspHeaderValue(appCspDirectives(signInOrigin)),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
}

const API_PREFIX = '/v1/';

/**
 * The headers helmet sets with `options`, read once: with no function among the directives they are the same for
 * every answer. (Fastify's helmet plugin builds the whole middleware again for each request: a twentieth of a busy
 * server's time on the explorer's reads.)
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)(new IncomingMessage(new Socket()), response as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/**
 * Security headers on every answer of the server (helmet's): the app's content security policy, no framing, nosniff,
 * no referrer. Answers of the API are personal: they are never stored by a cache (`no-store`) unless the handler said
 * otherwise. Plain http stays usable on a local network: no upgrade of requests to https.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  signInOrigin: string | undefined,
  editorOrigin?: string,
): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives(signInOrigin, editorOrigin) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // On the response itself, as helmet does: answers written past Fastify's reply (the hubs) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
