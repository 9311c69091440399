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
      transform: { '^.+\\.(t|j)sx?$': swc },
      // The Digital Bazaar credential libraries (and two of their dependencies) are ESM only.
      transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${ESM_ONLY})/)(?!.*\\.mjs$)`],
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
