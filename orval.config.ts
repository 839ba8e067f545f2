import { defineConfig } from 'orval';

// Both outputs read the hand-authored contract. CODEGEN_OUT lets the drift check generate into a sibling folder
// at the same depth, so relative imports (the mutator in src/api) come out byte-identical.
const outDir = process.env['CODEGEN_OUT'] ?? 'codegen';
const contract = './openapi/v1.yaml';

export default defineConfig({
  api: {
    input: { target: contract },
    output: {
      mode: 'tags-split',
      target: `./${outDir}/api`,
      schemas: `./${outDir}/model`,
      client: 'react-query',
      httpClient: 'axios',
      indexFiles: false,
      override: {
        mutator: { path: './src/api/http-client.ts', name: 'httpClient' },
        query: { signal: true },
        // fetchDirectory's gzip file is its JSON compressed, which its own mutator decompresses before the JSON is
        // read (src/api/gzip-file.ts): the generated call names the JSON only.
        contentType: { exclude: ['application/gzip'] },
        operations: {
          fetchDirectory: { mutator: { path: './src/api/gzip-file-client.ts', name: 'gzipFileClient' } },
        },
      },
    },
  },
  zod: {
    input: { target: contract },
    output: {
      mode: 'tags-split',
      target: `./${outDir}/zod`,
      client: 'zod',
      fileExtension: '.zod.ts',
      indexFiles: false,
      override: {
        zod: { generateEachHttpStatus: true },
      },
    },
  },
});
