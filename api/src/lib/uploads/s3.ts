import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { lazyModule } from '../lazy-module';

// The SDK is loaded only when a bucket is configured (≈ 20 MB resident otherwise spent for nothing).
const sdk = lazyModule<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');
const storage = lazyModule<typeof import('@aws-sdk/lib-storage')>('@aws-sdk/lib-storage');

/** Object storage settings (S3_*; see docs/configuration.md). */
export interface S3Settings {
  bucket: string;
  /** A custom endpoint (MinIO, Ceph, R2, …); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default credential chain (instance roles, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Optional prefix of every object key (several deployments sharing one bucket). */
  prefix: string;
}

/** How long one request to the store may take before it counts as unreachable. */
const CONNECT_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 30_000;

/** The S3 calls the upload store makes: streamed in, streamed out, private, deleted in batches. */
export class S3Objects {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.client = new (sdk().S3Client)({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      // Checksums only where S3 requires them: many S3-compatible servers do not understand the
      // newer streamed (aws-chunked) checksum trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // One retry: an outage should answer 503 within seconds, not after a long backoff.
      maxAttempts: 2,
      requestHandler: {
        connectionTimeout: CONNECT_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
      },
    });
  }

  private keyOf(key: string): string {
    return `${this.prefix}${key}`;
  }

  /**
   * Streams `body` into the bucket (multipart beyond 8 MB, parts uploaded as they are read, so
   * memory stays bounded). No ACL is sent: objects keep the bucket's private default.
   */
  async put(key: string, body: Readable, size: number): Promise<void> {
    const upload = new (storage().Upload)({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentLength: size,
        ContentType: 'application/octet-stream',
      },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  /** The object as a stream with its size; null when there is no such key. */
  async get(key: string): Promise<{ size: number; stream: Readable } | null> {
    try {
      const out = await this.client.send(
        new (sdk().GetObjectCommand)({ Bucket: this.bucket, Key: this.keyOf(key) }),
      );
      if (!out.Body) return null;
      return { size: Number(out.ContentLength ?? 0), stream: out.Body as Readable };
    } catch (err) {
      const name = (err as { name?: string }).name;
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (name === 'NoSuchKey' || name === 'NotFound' || status === 404) return null;
      throw err;
    }
  }

  /** Deletes keys (1000 a request, the S3 maximum); missing keys are not an error. */
  async remove(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const out = await this.client.send(
        new (sdk().DeleteObjectsCommand)({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: this.keyOf(key) })), Quiet: true },
        }),
      );
      if (out.Errors && out.Errors.length > 0) {
        throw new Error(
          `S3 refused to delete ${out.Errors.length} objects: ${out.Errors[0]?.Code}`,
        );
      }
    }
  }

  /** The bucket answers (readiness). */
  async check(): Promise<void> {
    await this.client.send(new (sdk().HeadBucketCommand)({ Bucket: this.bucket }));
  }
}
