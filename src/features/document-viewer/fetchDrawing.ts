import { getGetVersionDrawingQueryKey } from '../../../codegen/api/office/office';
import { getVersionDrawing202Response } from '../../../codegen/zod/office/office.zod';
import { dxfEncoding } from './dxf-encoding.utils';
import { requestRendition } from './requestRendition';
import type { RenditionAnswer } from './useRenditionPreparation';

/** A version's drawing as DXF, and the encoding its text is read in. */
export interface DrawingFile {
  dxf: Blob;
  encoding: string;
}

/**
 * Asks for a version's drawing as DXF (getVersionDrawing), whole, through the app's client (requestRendition): the
 * server sends a DXF version as it is and converts a DWG one first (202 while it does).
 */
export async function fetchDrawing(
  documentId: string,
  versionIndex: number,
  signal?: AbortSignal,
): Promise<RenditionAnswer<DrawingFile>> {
  const [url] = getGetVersionDrawingQueryKey(documentId, versionIndex);
  const answer = await requestRendition({ url, signal }, getVersionDrawing202Response);
  if (answer.kind !== 'file') return answer;
  const dxf = answer.response.data;
  const encoding = dxfEncoding(new Uint8Array(await dxf.arrayBuffer()));
  return { kind: 'ready', value: { dxf, encoding } };
}
