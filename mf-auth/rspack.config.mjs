import { createAppConfig } from '@optio/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'mf-auth',
  port: 3001,
  exposes: { './App': './src/App.tsx' },
});
