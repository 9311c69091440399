import { defineConfig } from 'tsup';

/** One ESM bundle: workspace packages (TypeScript source) inlined, node_modules dependencies external. */
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@optio\//],
  // __filename in ESM (the docs locate swagger-ui's assets with it).
  shims: true,
});
