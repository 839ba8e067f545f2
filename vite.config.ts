import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The app lives under a base path: platform.md registers every route under /0 (APP_BASE_PATH changes it).
const base = process.env['APP_BASE_PATH'] ?? '/0/';
// /v1 is proxied to the API: the Prism mock by default, the reference server when API_TARGET says so. The explorer
// hub (openapi/explorer-hub.md) sits beside /v1 at the API's root; the mock has none (public/config.json keeps the
// app from connecting) and answers 404.
const apiTarget = process.env['API_TARGET'] ?? 'http://127.0.0.1:4010';
const proxy = {
  '/v1': { target: apiTarget, changeOrigin: true },
  '/hubs': { target: apiTarget, changeOrigin: true, ws: true },
};

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const pdfjsVersion = (JSON.parse(readFileSync(join(pdfjsRoot, 'package.json'), 'utf8')) as { version: string }).version;
/** Under `assets/`, which the server caches for good: the version in the name makes a new pdf.js a new address. */
const PDFJS_ASSETS_PATH = `assets/pdfjs-${pdfjsVersion}/`;
/** What pdf.js fetches by name at run time, only for PDFs that need it: fonts a PDF does not embed, CJK maps, decoders. */
const PDFJS_ASSET_FOLDERS = ['standard_fonts', 'cmaps', 'wasm'];

/**
 * The model viewer's fragments worker, minified (1.4 MB instead of 3.3 MB): the package exports only the full build
 * (`@thatopen/fragments/worker`), so its minified file is named here by its path inside the package.
 */
const fragmentsRoot = dirname(dirname(createRequire(import.meta.url).resolve('@thatopen/fragments')));
const FRAGMENTS_WORKER = /^@thatopen\/fragments\/dist\/Worker\/worker\.min\.mjs(?=\?|$)/;

/**
 * pdf.js asks for these files by name below one address (`standardFontDataUrl`, `cMapUrl`, `wasmUrl`), so they cannot
 * go through Vite's hashed imports: the build copies them as they are, and the dev server serves them from the package.
 */
function pdfjsAssets(): Plugin {
  const prefix = `${base}${PDFJS_ASSETS_PATH}`;
  return {
    name: 'pdfjs-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        const [folder, file, ...rest] = path.startsWith(prefix) ? path.slice(prefix.length).split('/') : [];
        if (!folder || !file || rest.length > 0 || !PDFJS_ASSET_FOLDERS.includes(folder) || file.startsWith('.')) {
          next();
          return;
        }
        try {
          const body = readFileSync(join(pdfjsRoot, folder, file));
          response.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
          response.end(body);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const folder of PDFJS_ASSET_FOLDERS) {
        for (const file of readdirSync(join(pdfjsRoot, folder))) {
          const source = readFileSync(join(pdfjsRoot, folder, file));
          this.emitFile({ type: 'asset', fileName: `${PDFJS_ASSETS_PATH}${folder}/${file}`, source });
        }
      }
    },
  };
}

/**
 * React Router's package points every import at its development build, which keeps its warnings (ENABLE_DEV_WARNINGS);
 * the production build beside it is the same code without them, and is what the app's build uses.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  base,
  plugins: [react(), pdfjsAssets()],
  resolve: {
    // The query (`?url`) stays on the replaced path.
    alias: [
      { find: FRAGMENTS_WORKER, replacement: join(fragmentsRoot, 'dist/Worker/worker.min.mjs') },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  define: { __PDFJS_ASSETS_PATH__: JSON.stringify(PDFJS_ASSETS_PATH) },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    sourcemap: true,
    // pdf.js (some 570 kB), the drawing viewer's dxf-viewer with three.js and opentype.js (some 1.36 MB, and as much
    // again in its worker) and the model viewer's three.js with That Open fragments (some 2 MB, its worker 1.4 MB) are
    // libraries in chunks of their own, which only the viewers load.
    chunkSizeWarningLimit: 2_100,
    rollupOptions: {
      // The app takes the contract's limits from the generated zod modules (codegen/zod, `import * as zod`): building
      // their schemas has no side effect, so those it does not use are left out instead of the whole module.
      treeshake: { manualPureFunctions: ['zod'] },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases. The three viewer
        // libraries are chunks of their own, which only their viewers load; the UI kit, React with the router and the
        // other libraries are chunks of the explorer's first load, and hold only what that load uses (`$initial`:
        // reached by static imports from the entry): a library that only lazy screens use (the dashboard's date
        // picker, the structure editor's number input, a viewer's icons) goes with those screens instead of being
        // loaded with the explorer (README, Performance: Bundle; `npm run size` checks the budget).
        codeSplitting: {
          groups: [
            // pdf.js is large and only the document viewer needs it: its own chunk, loaded with the viewer's page.
            { name: 'pdfjs', test: /[\\/]node_modules[\\/]pdfjs-dist[\\/]/ },
            // The drawing viewer's dxf-viewer with its own three.js (0.186, below dxf-viewer), likewise: only the
            // drawing view loads them.
            { name: 'dxf-viewer', test: /[\\/]node_modules[\\/](dxf-viewer|opentype\.js|earcut|loglevel)[\\/]/ },
            // The model viewer's three.js and That Open fragments (with web-ifc, which its IFC importer brings along):
            // only the model viewer loads them.
            { name: 'fragments', test: /[\\/]node_modules[\\/](three|@thatopen|web-ifc|flatbuffers|pako)[\\/]/ },
            { name: 'ui-kit', test: /[\\/]node_modules[\\/](@mantine|@tabler)[\\/]/, tags: ['$initial'] },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            // The app's own modules of the first load in one chunk: left alone, the bundler cuts out every module a lazy
            // chunk shares with the entry as a chunk of its own (a score of small requests, each compressed alone).
            { name: 'app', test: /[\\/](src|codegen)[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
