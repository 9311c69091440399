import { createAppConfig } from '@optio/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'mf-admin',
  port: 3005,
  exposes: { './App': './src/App.tsx' },
});
