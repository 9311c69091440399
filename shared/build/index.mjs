// One Rspack + Module Federation configuration for the shell and every remote, so each app's
// rspack.config.mjs only says what is its own: its name, what it exposes, its dev port.
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** Shared as singletons: one copy at runtime, provided by the shell (ARCHITECTURE "Runtime composition"). */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'redux',
  '@reduxjs/toolkit',
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

/** MF container names must be identifiers: `mf-student` becomes `mf_student`. */
export const containerName = (appName) => appName.replace(/-/g, '_');

function sharedConfig() {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: false, strictVersion: false },
    ]),
  );
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
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dirname,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: resolve(dirname, 'dist'),
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
          {
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
          },
          { test: /\.css$/, type: 'css/auto' },
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
          shared: sharedConfig(),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // The MF runtime (~34 KB gzip) ships once, in the shell; remotes use the shell's copy.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
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
      ].filter(Boolean),
      optimization: { minimize: production },
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
}
