import { createAppConfig } from '@optio/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'mf-public',
  port: 3006,
  exposes: { './App': './src/App.tsx' },
});
