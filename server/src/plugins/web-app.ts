import { access } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface WebAppOptions {
  /** The app's production build (`vite build` output). */
  root: string;
  /** Where the app lives, as it was built (`APP_BASE_PATH`, `/0/` by default). */
  basePath: string;
  /** What the app reads from `<base>/config.json` at start: the sign-in provider it is to use. */
  oidc: { authority: string; clientId: string; scope: string };
}

/** A year: the longest lifetime caches honour. */
const HASHED_ASSET_LIFETIME_SECONDS = 31_536_000;

/** A day: Chromium asks for the page's icon again after every move within the app, which a check would still cost. */
const ICON_LIFETIME_SECONDS = 86_400;

/**
 * Vite names every file under `assets/` after a hash of its content, so a changed file is a new name: those are cached
 * for good and never asked again. The icons are kept for a day, so a new icon shows within one. Everything else
 * (index.html) is checked with the server on each load, so a new release shows at once.
 */
export function cacheControlOf(pathInBuild: string): string {
  if (pathInBuild.startsWith(`assets${sep}`))
    return `public, max-age=${String(HASHED_ASSET_LIFETIME_SECONDS)}, immutable`;
  return /\.(?:svg|png|ico)$/i.test(pathInBuild) ? `public, max-age=${String(ICON_LIFETIME_SECONDS)}` : 'no-cache';
}

/**
 * Serves the built web app beside the API: its files under the base path, and `config.json` naming this
 * installation's sign-in provider, so one build runs anywhere.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { root, basePath } = options;
  await access(join(root, 'index.html'));
  app.get(`${basePath}config.json`, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ oidc: options.oidc }),
  );
  await app.register(fastifyStatic, {
    root,
    prefix: basePath,
    index: 'index.html',
    wildcard: true,
    // Our own header per file, below, rather than the plugin's one max-age for everything.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlOf(relative(root, path)));
    },
  });
  app.get('/', (_request, reply) => reply.redirect(basePath));
  // Pages outside the base path that name no icon (the sign-in provider's) make browsers ask for /favicon.ico.
  app.get('/favicon.ico', (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${String(ICON_LIFETIME_SECONDS)}`)
      .redirect(`${basePath}favicon.svg`, 301),
  );
}

/**
 * The app's own routes (`/0/trash`, a reload deep in the explorer) have no file: they get index.html, and the app's
 * router takes over. Paths with a file extension stay 404s, so a missing script is not answered with HTML.
 */
export function appPageFallback(basePath: string) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    const path = request.url.split('?')[0] ?? '';
    const isAppPage = request.method === 'GET' && path.startsWith(basePath) && !/\.[a-z0-9]+$/i.test(path);
    return isAppPage ? reply.sendFile('index.html') : undefined;
  };
}
