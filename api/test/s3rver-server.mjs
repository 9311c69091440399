// A throw-away S3-compatible server (npm `s3rver`) for the API tests and `npm run test:cluster`:
// `node s3rver-server.mjs <directory> [port] [bucket]` listens on 127.0.0.1 (port 0: any free
// one), creates the bucket, prints `{"port":N}` on one line and runs until SIGTERM/SIGINT.
import S3rver from 's3rver';

const [directory, port = '0', bucket = 'optio'] = process.argv.slice(2);
if (!directory) {
  console.error('usage: node s3rver-server.mjs <directory> [port] [bucket]');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  // Path-style requests only (http://127.0.0.1:port/bucket/key), as the API sends them.
  vhostBuckets: false,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const address = await server.run();
console.log(JSON.stringify({ port: address.port }));
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
