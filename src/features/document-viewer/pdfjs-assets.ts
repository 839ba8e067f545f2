/**
 * Where the build puts pdf.js's fonts, character maps and image decoders (vite.config.ts, `pdfjsAssets`), below the
 * base path. The drawing viewer draws text with one of those fonts too (LiberationSans).
 */
export const PDFJS_ASSETS_URL = `${import.meta.env.BASE_URL}${__PDFJS_ASSETS_PATH__}`;
