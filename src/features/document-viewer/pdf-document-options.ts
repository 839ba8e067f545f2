import { GlobalWorkerOptions, VerbosityLevel, type getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { PDF_CHUNK_SIZE } from './pdf-loading.utils';
import { PDFJS_ASSETS_URL as assets } from './pdfjs-assets';

// The worker is a file of the build (Vite's `?url`), loaded from the app's own origin as the CSP's worker-src asks.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * How pdf.js opens a version's PDF (getDocument). It reads only the ranges the pages shown need: no streaming, no
 * fetching ahead (pdf.js needs both off to stop at what it needs), in chunks of its default size. The content
 * security policy allows neither `eval` (PDF functions are interpreted instead of compiled) nor WebAssembly (the JPEG
 * 2000 decoder runs as JavaScript, the JBIG2 one is pdf.js's own). Only errors reach the console.
 */
export const PDF_DOCUMENT_OPTIONS = {
  disableStream: true,
  disableAutoFetch: true,
  rangeChunkSize: PDF_CHUNK_SIZE,
  isEvalSupported: false,
  useWasm: false,
  wasmUrl: `${assets}wasm/`,
  cMapUrl: `${assets}cmaps/`,
  standardFontDataUrl: `${assets}standard_fonts/`,
  verbosity: VerbosityLevel.ERRORS,
} as const satisfies Parameters<typeof getDocument>[0];
