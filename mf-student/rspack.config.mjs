import { createAppConfig } from '@optio/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'mf-student',
  port: 3002,
  exposes: { './App': './src/App.tsx' },
});
