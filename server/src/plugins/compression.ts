import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * What goes compressed: the API's JSON (problems included) and the app's pages, scripts and styles. Files (documents,
 * renditions, archives, the editor's WOPI bytes) go as stored: most are compressed already, and a 1 GiB download is
 * no work for brotli.
 */
export const COMPRESSED_TYPES =
  /^(?:application\/(?:problem\+)?json|application\/javascript|text\/(?:html|css|javascript)|image\/svg\+xml)(?:;|$)/u;

const COMMON: FastifyCompressOptions = { encodings: ['br', 'gzip'], threshold: 1024, customTypes: COMPRESSED_TYPES };

/**
 * Answers up to this size are compressed in one call on the request's thread instead of through a compression stream
 * of their own: a 50-item directory's 46 kB take about 90 µs so, and about 240 µs through a stream (its encoder's
 * state made for each answer, and the hop to the thread pool); bench:scaling's compressed load. At quality 1 the
 * largest of them holds the event loop for well under a millisecond; bigger answers (a 10,000-item directory) stream.
 * The plugin's own default, 8 KiB on two cores, sends the explorer's everyday answers down the stream path.
 */
export const API_SYNC_THRESHOLD_BYTES = 256 * 1024;

/**
 * The API's answers are made for each request, so they are compressed fast: for JSON, brotli's quality 1 gives 2 % more
 * bytes than quality 4 in an eighth of the time (a 10,000-item directory's 9.8 MB: 547 kB in 12 ms against 534 kB in
 * 95 ms on this machine kind), gzip's level 1 7 % more than level 6 in a third.
 */
const API: FastifyCompressOptions = {
  ...COMMON,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
  syncThreshold: API_SYNC_THRESHOLD_BYTES,
};

/** The app's files are cached by browsers for a year (plugins/web-app.ts): brotli 4 makes its scripts 13 % smaller. */
const FILES: FastifyCompressOptions = {
  ...COMMON,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

/**
 * Compressed answers for clients that ask (Accept-Encoding: brotli, else gzip): a 10,000-item directory's 9.8 MB of
 * JSON crosses the wire as about 0.55 MB (bench:server). Small answers (under 1 KiB) and partial content stay as they
 * are; request bodies are never decompressed (the contract's media types say what they are).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own hook, which reads a route's options as it is added.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/') && route.compress === undefined) route.compress = API;
  });
  await app.register(compress, { ...FILES, globalDecompression: false });
}
