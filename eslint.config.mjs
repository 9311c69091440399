import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = [
  'shell',
  'mf-auth',
  'mf-student',
  'mf-parent',
  'mf-advisor',
  'mf-admin',
  'mf-public',
  'mf-demo',
];

// Apps meet only through the MF runtime, shared/ packages and the HTTP API: never by source path.
const noCrossAppImports = (self) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: apps.filter((a) => a !== self).flatMap((a) => [`**/${a}/**`, `@optio/${a}`]),
          message: 'Apps never import another app’s source; use a shared/ package or the API.',
        },
        {
          group: ['react-router', 'react-router-dom'],
          message: 'Import routing from @optio/router, the shared singleton.',
        },
        {
          group: ['**/shared/*/src/**', '../shared/**', '../../shared/**'],
          message: 'Import shared packages by name (@optio/...), through their index.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.e2e-data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...apps.map((app) => ({ files: [`${app}/**/*.{ts,tsx}`], rules: noCrossAppImports(app) })),
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
