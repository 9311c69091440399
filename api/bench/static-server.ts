// One static server for bench/static.mjs: `hand` = the API's own sender (api/src/lib/static;
// hand-written until ISSUE #23's run, on @fastify/send since),
// `plugin` = @fastify/static with the same precompressed files and cache headers.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { join } from 'node:path';
import { sendStatic } from '../src/lib/static/precompressed';
import { safeRelative } from '../src/lib/send-file';

const [mode, root] = process.argv.slice(2) as ['hand' | 'plugin', string];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const app = Fastify({ logger: false });

if (mode === 'plugin') {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: { header(k: string, v: string): unknown }) => {
      reply.header('Cache-Control', IMMUTABLE);
    },
  });
} else {
  app.get('/*', async (request, reply) => {
    const rel = safeRelative((request.params as { '*': string })['*']);
    if (!rel || !(await sendStatic(request, reply, join(root, rel), IMMUTABLE)))
      return reply.callNotFound();
    return reply;
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
