import { createAppConfig } from '@optio/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'mf-demo',
  port: 3007,
  exposes: { './App': './src/App.tsx' },
});
