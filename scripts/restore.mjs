// `node scripts/restore.mjs <dir> --yes`: puts a backup made by scripts/backup.mjs back: the
// database is replaced by the dump (pg_restore --clean, in one transaction) and the bucket made
// equal to the copy (objects uploaded since are deleted). Stop every API replica first. Reads
// DATABASE_URL and S3_* like the API. See docs/operations.md#restore.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listObjects, s3, settingsFromEnv } from './backup-lib.mjs';

const dir = process.argv[2] ? resolve(process.argv[2]) : undefined;
if (!dir || !process.argv.includes('--yes')) {
  console.error(
    'usage: node scripts/restore.mjs <backup directory> --yes\n(replaces the database and the bucket contents: stop the API replicas first)',
  );
  process.exit(2);
}
try {
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} not found: not a backup`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const { databaseUrl, s3: bucket } = settingsFromEnv();
  const started = Date.now();
  const restore = spawnSync(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '-d',
      databaseUrl,
      join(dir, manifest.database),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (restore.status !== 0)
    throw new Error(`pg_restore failed (${restore.status ?? restore.error})`);
  let put = 0;
  let removed = 0;
  if (bucket) {
    const { DeleteObjectsCommand, PutObjectCommand } = s3();
    const wanted = new Set(manifest.objects.map((o) => o.key));
    for (const { key } of manifest.objects) {
      const file = join(dir, 'objects', key);
      await bucket.client.send(
        new PutObjectCommand({
          Bucket: bucket.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: statSync(file).size,
          ContentType: 'application/octet-stream',
        }),
      );
      put += 1;
    }
    const extra = (await listObjects(bucket)).filter((o) => !wanted.has(o.key));
    for (let i = 0; i < extra.length; i += 1000) {
      const batch = extra.slice(i, i + 1000);
      await bucket.client.send(
        new DeleteObjectsCommand({
          Bucket: bucket.bucket,
          Delete: { Objects: batch.map((o) => ({ Key: o.key })), Quiet: true },
        }),
      );
      removed += batch.length;
    }
  }
  console.log(
    `restored the database of ${manifest.created_at} and ${put} objects (${removed} newer objects deleted) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error(`restore failed: ${err.message}`);
  process.exit(1);
}
