// Two projects: `unit` (rules, components, client logic) and `api` (HTTP integration tests
// against a real database). Both transpile TypeScript with SWC.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const ESM_ONLY = '@digitalbazaar|@digitalcredentials|base58-universal|base64url-universal|ky';
// The Markdown parser behind mf-public's content compiler (the unified family) is ESM only too.
const UNIFIED = [
  'mdast-util-[^/]+|micromark[^/]*|unist-util-[^/]+|ccount|character-[^/]+|devlop|fault|zwitch',
  'decode-named-character-reference|escape-string-regexp|is-(alphabetical|alphanumerical|decimal)',
  'is-hexadecimal|longest-streak|parse-entities|stringify-entities',
].join('|');

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testMatch: [
        '<rootDir>/shell/src/**/*.test.{ts,tsx}',
        '<rootDir>/mf-*/src/**/*.test.{ts,tsx}',
        '<rootDir>/shared/*/src/**/*.test.{ts,tsx}',
        '<rootDir>/api/src/**/*.test.ts',
      ],
      // mf-public's content compiler (mf-public/build) is plain Node ESM, tested here too.
      transform: { '^.+\\.(t|j)sx?$': swc, '/mf-public/build/.+\\.mjs$': swc },
      // The Digital Bazaar credential libraries (and two of their dependencies) are ESM only.
      transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${ESM_ONLY}|${UNIFIED})/)(?!.*\\.mjs$)`],
      moduleNameMapper: { '\\.(css|svg|png|md)$': '<rootDir>/types/asset-stub.cjs' },
      testEnvironment: 'node',
    },
    {
      displayName: 'api',
      testMatch: ['<rootDir>/api/test/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/api/test/jest-timeout.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // @fastify/cookie loads the ESM-only `cookie` with a dynamic import(), which jest's CommonJS
      // runtime cannot run: both are compiled to CommonJS (pnpm paths: node_modules/.pnpm/<pkg>/…).
      transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|@fastify/cookie|cookie|${ESM_ONLY})/)`],
      testEnvironment: 'node',
    },
  ],
};
