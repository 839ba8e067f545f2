/// <reference types="vite/client" />

/** Where the build puts pdf.js's fonts, character maps and decoders, below the base path (vite.config.ts). */
declare const __PDFJS_ASSETS_PATH__: string;
