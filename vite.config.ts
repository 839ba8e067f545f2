import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app lives under a base path: platform.md registers every route under /0 (APP_BASE_PATH changes it).
const base = process.env['APP_BASE_PATH'] ?? '/0/';
// /v1 is proxied to the API: the Prism mock by default, the reference server when API_TARGET says so.
const apiTarget = process.env['API_TARGET'] ?? 'http://127.0.0.1:4010';
const proxy = { '/v1': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  base,
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    sourcemap: true,
    rollupOptions: {
      // The app takes the contract's limits from the generated zod modules (codegen/zod, `import * as zod`): building
      // their schemas has no side effect, so those it does not use are left out instead of the whole module.
      treeshake: { manualPureFunctions: ['zod'] },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]@mantine[\\/]|[\\/]@tabler[\\/]/.test(id)) return 'ui-kit';
          if (/[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
});
