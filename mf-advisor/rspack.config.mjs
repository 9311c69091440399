import { createAppConfig } from '@optio/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'mf-advisor',
  port: 3004,
  exposes: { './App': './src/App.tsx' },
});
