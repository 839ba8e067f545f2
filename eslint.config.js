import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // codegen/ is written only by orval; its shape is checked by the drift check, not by lint.
  {
    ignores: [
      'codegen/**',
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.codegen-check/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Imports flow app → features → shared (docs/architecture.md); a feature never reaches into another.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'src/shared' },
        { type: 'shared', pattern: 'src/api' },
        { type: 'codegen', pattern: 'codegen' },
        { type: 'tooling', pattern: 'mocks' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: [{ to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'codegen'] } } } }],
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['shared', 'codegen'] } } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              ],
            },
            {
              from: { element: { type: 'shared' } },
              allow: [{ to: { element: { types: { anyOf: ['shared', 'codegen', 'tooling'] } } } }],
            },
          ],
        },
      ],
      'import/no-cycle': 'error',
    },
  },
  {
    // The server's layers (docs/server.md): handlers → policies and services → repositories → the database; storage
    // behind its interface. Lower layers never reach up, and nothing in the server imports the web app.
    files: ['server/src/**/*.ts'],
    plugins: { boundaries, import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/extensions': ['.ts', '.js'],
      'boundaries/elements': [
        { type: 'server-handler', pattern: 'server/src/handlers' },
        { type: 'server-service', pattern: 'server/src/services' },
        { type: 'server-policy', pattern: 'server/src/policies' },
        { type: 'server-repository', pattern: 'server/src/repositories' },
        { type: 'server-mapper', pattern: 'server/src/mappers' },
        { type: 'server-db', pattern: 'server/src/db' },
        { type: 'server-storage', pattern: 'server/src/storage' },
        { type: 'server-plugin', pattern: 'server/src/plugins' },
        { type: 'server-oidc', pattern: 'server/src/oidc' },
        { type: 'server-demo', pattern: 'server/src/demo' },
        { type: 'server-realtime', pattern: 'server/src/realtime' },
        { type: 'server-core', pattern: 'server/src' },
        { type: 'codegen', pattern: 'codegen' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'server-core' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'server-core',
                          'server-handler',
                          'server-plugin',
                          'server-db',
                          'server-storage',
                          'server-repository',
                          'server-service',
                          'server-oidc',
                          'server-demo',
                          'server-realtime',
                          'codegen',
                        ],
                      },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'server-handler' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'server-handler',
                          'server-service',
                          'server-policy',
                          'server-repository',
                          'server-mapper',
                          'server-storage',
                          'server-plugin',
                          'server-core',
                          'codegen',
                        ],
                      },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'server-service' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'server-service',
                          'server-policy',
                          'server-repository',
                          'server-mapper',
                          'server-storage',
                          'server-db',
                          'server-plugin',
                          'server-core',
                          'codegen',
                        ],
                      },
                    },
                  },
                },
              ],
            },
            {
              // The hubs and the pump between processes: the services' and policies' decisions, sent live.
              from: { element: { type: 'server-realtime' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'server-realtime',
                          'server-service',
                          'server-policy',
                          'server-repository',
                          'server-db',
                          'server-plugin',
                          'server-core',
                          'codegen',
                        ],
                      },
                    },
                  },
                },
              ],
            },
            {
              // The local sign-in provider stands apart: it knows its accounts, not the API.
              from: { element: { type: 'server-oidc' } },
              allow: [{ to: { element: { type: 'server-oidc' } } }],
            },
            {
              // The demo project is made through the API itself, as the seeded accounts.
              from: { element: { type: 'server-demo' } },
              allow: [
                {
                  to: {
                    element: {
                      types: { anyOf: ['server-demo', 'server-core', 'server-oidc', 'server-plugin', 'server-db'] },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'server-policy' } },
              allow: [
                { to: { element: { types: { anyOf: ['server-policy', 'server-plugin', 'server-core', 'codegen'] } } } },
              ],
            },
            {
              from: { element: { type: 'server-repository' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'server-repository',
                          'server-mapper',
                          'server-db',
                          'server-plugin',
                          'server-core',
                          'codegen',
                        ],
                      },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'server-mapper' } },
              allow: [
                { to: { element: { types: { anyOf: ['server-mapper', 'server-db', 'server-core', 'codegen'] } } } },
              ],
            },
            {
              from: { element: { type: 'server-db' } },
              allow: [{ to: { element: { types: { anyOf: ['server-db', 'server-core', 'codegen'] } } } }],
            },
            {
              from: { element: { type: 'server-storage' } },
              allow: [{ to: { element: { types: { anyOf: ['server-storage', 'server-core', 'codegen'] } } } }],
            },
            {
              from: { element: { type: 'server-plugin' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'server-plugin',
                          'server-db',
                          'server-repository',
                          'server-storage',
                          'server-core',
                          'codegen',
                        ],
                      },
                    },
                  },
                },
              ],
            },
          ],
        },
      ],
      'import/no-cycle': 'error',
    },
  },
  {
    // Tool configuration files are loaded by their tools through a default export.
    files: ['*.config.ts', '*.config.js', 'tests/contract/*.setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The converters the server runs as programs of their own (plain Node, no TypeScript loader in their process), and
    // the benchmark's preload for them.
    files: ['eslint.config.js', 'server/src/converters/*.mjs', 'bench/models/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
