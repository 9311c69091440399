// `node scripts/backup.mjs <dir>`: a consistent copy of the database (pg_dump, custom format) and
// of every upload in the bucket, into <dir> (created; must not exist). Reads DATABASE_URL and
// S3_* like the API. The database is dumped first: an object uploaded during the copy may be in
// the bucket copy without a row (harmless), never a row without its object. See
// docs/operations.md#backups.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { listObjects, s3, settingsFromEnv } from './backup-lib.mjs';

const dir = process.argv[2] ? resolve(process.argv[2]) : undefined;
if (!dir) {
  console.error('usage: node scripts/backup.mjs <backup directory>');
  process.exit(2);
}
if (existsSync(dir)) {
  console.error(`${dir} already exists: choose a new directory for each backup`);
  process.exit(2);
}
try {
  const { databaseUrl, s3: bucket } = settingsFromEnv();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const started = Date.now();
  const dump = spawnSync(
    'pg_dump',
    ['-Fc', '--no-owner', '-f', join(dir, 'database.dump'), databaseUrl],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (dump.status !== 0) throw new Error(`pg_dump failed (${dump.status ?? dump.error})`);
  const objects = bucket ? await listObjects(bucket) : [];
  if (bucket) {
    const { GetObjectCommand } = s3();
    for (const { key } of objects) {
      const target = join(dir, 'objects', key);
      mkdirSync(dirname(target), { recursive: true });
      const got = await bucket.client.send(
        new GetObjectCommand({ Bucket: bucket.bucket, Key: key }),
      );
      await pipeline(got.Body, createWriteStream(target, { mode: 0o600 }));
    }
  }
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify(
      {
        created_at: new Date().toISOString(),
        database: 'database.dump',
        bucket: bucket ? { name: bucket.bucket, prefix: bucket.prefix } : null,
        objects,
      },
      null,
      2,
    ),
  );
  console.log(
    `backed up the database and ${objects.length} objects to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error(`backup failed: ${err.message}`);
  process.exit(1);
}
