// What scripts/backup.mjs and scripts/restore.mjs share: the same variables as the API
// (DATABASE_URL, S3_*), the API's own S3 client, and the backup layout:
//   <dir>/database.dump   pg_dump custom format (pg_restore reads it)
//   <dir>/objects/<key>   every object of the bucket (under S3_PREFIX), byte for byte
//   <dir>/manifest.json   when, what, and the object keys with their sizes
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));

export function settingsFromEnv(env = process.env) {
  if (!env.DATABASE_URL || !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    throw new Error(
      'DATABASE_URL must be the postgres:// URL of the database (the embedded SQLite default: stop the server and copy its data directory instead)',
    );
  }
  const s3 = env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        prefix: env.S3_PREFIX ?? '',
        client: s3Client(env),
      }
    : undefined;
  return { databaseUrl: env.DATABASE_URL, s3 };
}

function s3Client(env) {
  const { S3Client } = require('@aws-sdk/client-s3');
  const endpoint = env.S3_ENDPOINT || undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return new S3Client({
    region: env.S3_REGION || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle:
      pathStyle === undefined || pathStyle === '' ? Boolean(endpoint) : pathStyle === '1',
    ...(env.S3_ACCESS_KEY_ID
      ? {
          credentials: {
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export const s3 = () => require('@aws-sdk/client-s3');

/** Every key in the bucket under the prefix, with its size. */
export async function listObjects({ client, bucket, prefix }) {
  const { ListObjectsV2Command } = s3();
  const out = [];
  let token;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix || undefined,
        ContinuationToken: token,
      }),
    );
    for (const o of page.Contents ?? []) out.push({ key: o.Key, size: Number(o.Size ?? 0) });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return out;
}
