import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

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

// Files under a browser package that run in Node: tests, build-time prerendering, jsdom polyfills.
const nodeInBrowserPackages = (dir) => [
  `${dir}/**/*.test.{ts,tsx}`,
  `${dir}/src/prerender.tsx`,
  `${dir}/src/**/*.node.ts`,
  `${dir}/src/test/**`,
  `${dir}/src/testing/**`,
  `${dir}/**/*Polyfills.ts`,
  `${dir}/src/testUtils.ts`,
];
const browserPackages = ['api-client', 'i18n', 'router', 'session', 'ui'];

const crossAppImports = (self) => ({
  group: apps.filter((a) => a !== self).flatMap((a) => [`**/${a}/**`, `@optio/${a}`]),
  message: 'Apps never import another app’s source; use a shared/ package or the API.',
});
const routerImports = {
  group: ['react-router', 'react-router-dom'],
  message: 'Import routing from @optio/router, the shared singleton.',
};
const sharedSourceImports = {
  group: ['**/shared/*/src/**', '../shared/**', '../../shared/**'],
  message: 'Import shared packages by name (@optio/...), through their index.',
};
// Browser code never reaches the server's source or Node's built-in modules.
const serverImports = {
  group: ['**/api/src/**', '**/api/test/**', '@optio/api', '@optio/api/**'],
  message: 'Browser code never imports the API’s source; the wire contract is @optio/contracts.',
};
const nodeOnly = 'Browser code never imports Node-only modules.';
const nodeBuiltins = {
  group: ['node:*'],
  message: nodeOnly,
};
// Bare built-in names are exact paths: as patterns, `http` would also match `./http`.
const nodeBuiltinPaths = builtinModules
  .filter((m) => !m.startsWith('_'))
  .map((name) => ({ name, message: nodeOnly }));
// The API imports no browser package: of the workspace packages only the isomorphic contracts.
const browserImports = {
  group: [
    '@optio/*',
    '!@optio/contracts',
    '!@optio/contracts/*',
    'react',
    'react-dom',
    'react-dom/*',
    ...apps.map((a) => `**/${a}/**`),
  ],
  message: 'The API imports only isomorphic packages (@optio/contracts), never browser code.',
};
const restrictImports = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns,
      ...(patterns.includes(nodeBuiltins) ? { paths: nodeBuiltinPaths } : {}),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.e2e-data*/**',
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
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: restrictImports(
      crossAppImports(app),
      routerImports,
      sharedSourceImports,
      serverImports,
      nodeBuiltins,
    ),
  })),
  {
    files: [...browserPackages.map((p) => `shared/${p}/**/*.{ts,tsx}`), 'shared/contracts/**/*.ts'],
    rules: restrictImports(crossAppImports(null), serverImports, nodeBuiltins),
  },
  // Node code living in browser packages keeps the app rules but may use Node's modules.
  ...apps.map((app) => ({
    files: nodeInBrowserPackages(app),
    rules: restrictImports(crossAppImports(app), routerImports, sharedSourceImports, serverImports),
  })),
  {
    files: nodeInBrowserPackages('shared/*'),
    rules: restrictImports(crossAppImports(null), serverImports),
  },
  {
    files: ['api/**/*.ts'],
    rules: restrictImports(browserImports),
  },
  // Queries live in stores (#20): routes and services call a store's named functions.
  {
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/**/store.ts',
      'api/src/**/*-store.ts',
      'api/src/db/migrations/**',
      'api/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Kysely queries live in a store.ts file; call a named store function here.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'Raw SQL lives in a store.ts file; call a named store function here.',
        },
      ],
    },
  },
  // Remotes and the shell fetch through one file per call under an `api/` folder (#20,
  // docs/architecture.md "Fetching data in a remote"): pages use its hook, never their own.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/api/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^use(Suspense)?(Infinite)?(Query|Queries|Mutation)$/]',
          message:
            'Data hooks live in src/<feature>/api/<call>.ts (fetcher, queryOptions, use<Call>); import the hook from there.',
        },
        {
          selector:
            "CallExpression[callee.object.name='api'][callee.property.name=/^(get|post|put|patch|delete)$/]",
          message:
            'API calls live in src/<feature>/api/<call>.ts; import the call or its hook from there.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
