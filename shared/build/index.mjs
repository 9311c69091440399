// One Rspack + Module Federation configuration for the shell and every remote, so each app's
// rspack.config.mjs only says what is its own: its name, what it exposes, its dev port.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { appContract, ContractPlugin } from './contract.mjs';
import { BootPreloadPlugin } from './boot-preload.mjs';

export { appContract } from './contract.mjs';

/** Shared as singletons: one copy at runtime, provided by the shell (docs/architecture.md#shared-singletons). */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  // Not redux or @reduxjs/toolkit: the page's one store lives in @optio/session (a singleton), so
  // only react-redux's context must be shared. Unshared, they are tree-shaken into the apps that
  // use them (the shell keeps configureStore and createSlice, not all of the toolkit).
  'react-redux',
  'i18next',
  'react-i18next',
  '@optio/contracts',
  // zod-free parts, so the shell and the UI kit do not pull the validation library onto every page
  '@optio/contracts/roles',
  '@optio/contracts/password',
  '@optio/api-client',
  '@optio/session',
  '@optio/i18n',
  // The routing API (react-router-dom's declarative part) as one tree-shaken singleton.
  '@optio/router',
  '@optio/ui',
];

/**
 * Rspack's Module Federation plugin imports its bundler runtime, and aliases the MF runtime, as
 * CommonJS (`dist/index.cjs`), which cannot be tree-shaken: every remoteEntry.js then carried the
 * whole MF sdk and the error-code descriptions (~7 KB gzip) even with `experiments.externalRuntime`.
 * Both packages ship the same code as ES modules (`dist/index.js`); importing those instead lets
 * the unused parts drop out (in the shell too, except runtime-core, which it hands to the
 * remotes whole through provideExternalRuntime).
 */
const MF_CJS_ENTRY =
  /[\\/]@module-federation[\\/](runtime|webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/;

class EsmFederationRuntimePlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('EsmFederationRuntimePlugin', (factory) => {
      factory.hooks.beforeResolve.tap('EsmFederationRuntimePlugin', (data) => {
        let request = data.request;
        if (request === '@module-federation/runtime') {
          request = createRequire(join(data.context, 'index.js')).resolve(request);
        }
        if (MF_CJS_ENTRY.test(request)) data.request = request.replace(/\.cjs$/, '.js');
      });
    });
  }
}

/** MF container names must be identifiers: `mf-student` becomes `mf_student`. */
export const containerName = (appName) => appName.replace(/-/g, '_');

/**
 * Each singleton with the range the app needs (its contract's `shared`): Module Federation warns
 * when the shell provides a version outside it, and `npm run release` refuses such an app.
 */
function sharedConfig(contract) {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: contract.shared[name], strictVersion: false },
    ]),
  );
}

/** TypeScript and JSX through SWC, for the browser builds and the prerender builds alike. */
function scriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules[\\/](?!\.pnpm)/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
      },
    },
    type: 'javascript/auto',
  };
}

/** Where an app's prerender bundle goes: inside its node_modules, so no tool lints or hashes it. */
export const prerenderBundle = (dirname) =>
  resolve(dirname, 'node_modules', '.prerender', 'prerender.cjs');

/**
 * A Node build of an app's `src/prerender.tsx`, for apps that render HTML at build time (the
 * shell's chrome, mf-public's landing page). It imports the app's real components, so the HTML
 * is what the browser will render; scripts/build.mjs runs its default export, `(dist) => void`,
 * after the browser build has written dist/. Nothing here ships to browsers.
 *
 * @param {object} options
 * @param {string} options.dirname   the app folder
 * @param {string} options.name      folder name
 */
export function createPrerenderConfig({ dirname, name }) {
  const pkg = JSON.parse(readFileSync(resolve(dirname, 'package.json'), 'utf8'));
  return () => ({
    name: `${name}-prerender`,
    context: dirname,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: resolve(dirname, 'node_modules', '.prerender'),
      filename: 'prerender.cjs',
      chunkFilename: '[name].prerender.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        scriptRule(true),
        // Styles reach the page through the browser build; here an import is just a string.
        { test: /\.(css|md)$/, type: 'asset/source' },
        {
          test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.APP_VERSION': JSON.stringify(pkg.version),
        'process.env.APP_NAME': JSON.stringify(name),
      }),
    ],
    optimization: { minimize: false },
    performance: false,
  });
}

/** Where an app's islands bundle goes; its prerender step copies it into dist/ under a hashed name. */
export const islandsBundle = (dirname) =>
  resolve(dirname, 'node_modules', '.islands', 'islands.js');

/**
 * A plain browser build of an app's `src/islands/index.ts`: the one script of the pages served
 * without the app (the shell's lite pages). No Module Federation, no shared singletons, no React.
 *
 * @param {object} options
 * @param {string} options.dirname   the app folder
 * @param {string} options.name      folder name
 */
export function createIslandsConfig({ dirname, name }) {
  return () => ({
    name: `${name}-islands`,
    context: dirname,
    mode: 'production',
    target: ['web', 'es2020'],
    devtool: false,
    entry: { islands: './src/islands/index.ts' },
    output: {
      path: resolve(islandsBundle(dirname), '..'),
      filename: 'islands.js',
      iife: true,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    module: { rules: [scriptRule(true)] },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: false,
  });
}

/**
 * @param {object} options
 * @param {string} options.dirname   the app folder
 * @param {string} options.name      folder name, e.g. 'mf-student' or 'shell'
 * @param {number} options.port      dev-server port
 * @param {Record<string,string>} [options.exposes]  a remote's public surface
 * @param {boolean} [options.isHost]
 */
export function createAppConfig({ dirname, name, port, exposes = {}, isHost = false }) {
  const pkg = JSON.parse(readFileSync(resolve(dirname, 'package.json'), 'utf8'));
  const contract = appContract({ dirname, name, exposes, requests: SINGLETONS });
  const factory = (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dirname,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        // A release builds into its staging folder (scripts/build.mjs --out), never over dist/.
        path: env?.outDir ?? resolve(dirname, 'dist'),
        // The shell lives at the site root; a remote finds its own chunks from its manifest URL.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: containerName(name),
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          scriptRule(production),
          { test: /\.css$/, type: 'css/auto' },
          // No inline <style> from the toast library (CSP): see sonner-styles-loader.cjs.
          {
            test: /[\\/]sonner[\\/]dist[\\/]index\.m?js$/,
            use: [
              { loader: fileURLToPath(new URL('./sonner-styles-loader.cjs', import.meta.url)) },
            ],
          },
          { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
          { test: /\.md$/, type: 'asset/source' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: containerName(name),
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedConfig(contract),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // The MF runtime (~34 KB gzip) ships once, in the shell; remotes use the shell's copy.
          experiments: isHost
            ? { provideExternalRuntime: true }
            : { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
        }),
        new EsmFederationRuntimePlugin(),
        new ContractPlugin(contract),
        new rspack.DefinePlugin({
          'process.env.APP_VERSION': JSON.stringify(pkg.version),
          'process.env.APP_NAME': JSON.stringify(name),
        }),
        isHost &&
          new rspack.HtmlRspackPlugin({
            template: resolve(dirname, 'index.html'),
            scriptLoading: 'module',
            minify: production,
          }),
        isHost && new BootPreloadPlugin(),
      ].filter(Boolean),
      optimization: {
        minimize: production,
        // The shell provides every shared singleton, each in a chunk of its own by default: 18
        // files a page start requested in three waves over HTTP/1.1's six connections. In one
        // chunk they arrive in one response; a remote still loads only what it consumes.
        splitChunks: isHost
          ? {
              chunks: 'async',
              cacheGroups: {
                shared: {
                  name: 'shared',
                  test: /[\\/](node_modules|shared)[\\/]/,
                  chunks: 'async',
                  enforce: true,
                },
              },
            }
          : undefined,
      },
      performance: false,
      devServer: {
        port,
        historyApiFallback: isHost,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: isHost
          ? [{ context: ['/api', '/registry.json'], target: 'http://localhost:8080' }]
          : undefined,
      },
    };
  };
  // What the build will write as contract.json, for checks that need no build (check:contracts).
  factory.contract = contract;
  return factory;
}
