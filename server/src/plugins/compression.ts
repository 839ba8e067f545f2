import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What goes compressed: the API's JSON (problems included) and the app's pages, scripts and styles. Files (documents,
 * renditions, archives, the editor's WOPI bytes) go as stored: most are compressed already, and a 1 GiB download is
 * no work for brotli.
 */
export const COMPRESSED_TYPES =
  /^(?:application\/(?:problem\+)?json|application\/javascript|text\/(?:html|css|javascript)|image\/svg\+xml)(?:;|$)/u;

/**
 * Compressed answers for clients that ask (Accept-Encoding: brotli at quality 4, else gzip at level 6): a 10,000-item
 * directory's 9.7 MB of JSON crosses the wire as about 0.6 MB (bench:server). Small answers (under 1 KiB) and partial
 * content stay as they are; request bodies are never decompressed (the contract's media types say what they are).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSED_TYPES,
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
