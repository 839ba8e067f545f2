import { useCallback } from 'react';
import { fetchPdfPart, type PdfPart } from './fetchPdfPart';
import { PDF_CHUNK_SIZE } from './pdf-loading.utils';
import { useRenditionPreparation, type RenditionAnswer, type RenditionState } from './useRenditionPreparation';

/**
 * Asks for the first bytes of a version's PDF until the server has it (getVersionPdf; useRenditionPreparation waits
 * while the server converts the document). The first answer that carries bytes is kept: pdf.js needs them first
 * anyway. The caller keys the component by document and version, so a new version starts from the beginning.
 */
export function usePdfPreparation(documentId: string, versionIndex: number): RenditionState<PdfPart> {
  const ask = useCallback(
    async (signal: AbortSignal): Promise<RenditionAnswer<PdfPart>> => {
      const answer = await fetchPdfPart(documentId, versionIndex, { begin: 0, end: PDF_CHUNK_SIZE }, signal);
      return answer.kind === 'part' ? { kind: 'ready', value: answer } : answer;
    },
    [documentId, versionIndex],
  );
  return useRenditionPreparation(ask);
}
