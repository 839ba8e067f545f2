import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_OFFICE_CONVERSION, type OfficeConversionSettings } from '../src/config';
import { seedDirectory, uploadTestDocument } from './documents.seed';
import { startTestServer, STAFF } from './test-server';

/** The shared sample files (../shared/fixtures), read where they are rather than copied into the project. */
const FIXTURES = resolve(import.meta.dirname, '../../../shared/fixtures');
export const fixture = (path: string) => new Uint8Array(readFileSync(join(FIXTURES, path)));

export type RenditionTestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A server with these conversion settings and a directory to upload into, as staff. */
export async function serverWithConversions(conversion: Partial<OfficeConversionSettings> = {}) {
  const server = await startTestServer({
    config: { officeConversion: { ...DEFAULT_OFFICE_CONVERSION, ...conversion } },
  });
  const directoryId = (await seedDirectory(server.app.db)).id;
  const upload = (name: string, content: Uint8Array<ArrayBuffer> | string) =>
    uploadTestDocument(server, STAFF, directoryId, { name, content, type: 'application/octet-stream' });
  return { server, upload };
}

/** Asks until the conversion is done, as the viewers do; the answer that is not 202. */
export async function untilConverted(
  server: RenditionTestServer,
  ask: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  for (;;) {
    const response = await ask();
    if (response.statusCode !== 202) return response;
    await server.app.conversions.idle();
  }
}
