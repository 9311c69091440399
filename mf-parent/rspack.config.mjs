import { createAppConfig } from '@optio/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'mf-parent',
  port: 3003,
  exposes: { './App': './src/App.tsx' },
});
