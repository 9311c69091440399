import { createAppConfig } from '@optio/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
});
