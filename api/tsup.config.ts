import { defineConfig } from 'tsup';

/** One ESM bundle: workspace packages (TypeScript source) inlined, node_modules dependencies external. */
export default defineConfig({
  // The server, and the operator commands for images without dev dependencies
  // (`node api/dist/admin-create.js --email …`, `node api/dist/seed-catalogue.js`).
  entry: {
    server: 'src/server.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'seed-catalogue': 'src/cli/seed-catalogue.ts',
    release: 'src/cli/release.ts',
    preview: 'src/cli/preview.ts',
  },
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
