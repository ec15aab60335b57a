import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config/config';
import {
  GET_URL_MIN_TTL_SECONDS,
  MAX_LISTED_OBJECTS,
  PUT_URL_TTL_SECONDS,
  assertValidKey,
  assertValidPrefix,
  type ListedObject,
  type ObjectInfo,
  type ObjectStorage,
  type StorageUsage,
  type StoredObject,
} from './storage';

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404);

export { s3BrowserOrigin } from './s3Origin';

/** S3-compatible storage (AWS, MinIO, R2 ...), selected by S3_BUCKET. */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3Config,
    /** Milliseconds since the epoch; tests move it. */
    private readonly now: () => number = Date.now,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Custom endpoints (MinIO and most compatibles) have no per-bucket DNS names.
      forcePathStyle: Boolean(config.endpoint),
      credentials: config.credentials,
      // The SDK's default CRC32 checksums would be baked into presigned URLs (browsers cannot send
      // the matching header) and are not supported by every S3-compatible service.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async presignPut(key: string, contentType: string): Promise<string> {
    assertValidKey(key);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
    });
    // Signing content-type makes S3 refuse a PUT whose Content-Type differs from the issued one.
    return getSignedUrl(this.client, command, {
      expiresIn: PUT_URL_TTL_SECONDS,
      signableHeaders: new Set(['content-type']),
    });
  }

  async signedGetUrl(key: string): Promise<string> {
    assertValidKey(key);
    // Signed at the start of the hour and valid two hours: the same URL all hour (cacheable by the
    // browser), and at least an hour left whenever it is issued.
    const hourStart = Math.floor(this.now() / 3_600_000) * 3_600_000;
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: key });
    return getSignedUrl(this.client, command, {
      signingDate: new Date(hourStart),
      expiresIn: GET_URL_MIN_TTL_SECONDS + 3600,
    });
  }

  async putObject(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  /** One PUT of up to 5 GB (S3's single-request limit), streamed from the file. */
  async putObjectFile(key: string, file: string, contentType: string): Promise<void> {
    assertValidKey(key);
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async getObject(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        // In Node the SDK's body is an IncomingMessage, a Readable.
        body: out.Body as Readable,
        contentType: out.ContentType ?? 'application/octet-stream',
        size: out.ContentLength ?? 0,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async headObject(key: string): Promise<ObjectInfo | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        contentType: out.ContentType ?? 'application/octet-stream',
        size: out.ContentLength ?? 0,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async deleteObject(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<ListedObject[]> {
    assertValidPrefix(prefix);
    const listed: ListedObject[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of out.Contents ?? []) {
        if (!object.Key) continue;
        listed.push({
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        });
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token && listed.length < MAX_LISTED_OBJECTS);
    return listed.slice(0, MAX_LISTED_OBJECTS);
  }

  /**
   * The bucket's total object size, listed 1,000 keys a request. Past S3_USAGE_MAX_PAGES the total
   * is reported unknown rather than undercounted; a bucket has no capacity to report.
   */
  async usage(): Promise<StorageUsage> {
    let usedBytes = 0;
    let token: string | undefined;
    for (let page = 0; page < S3_USAGE_MAX_PAGES; page++) {
      const out = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of out.Contents ?? []) usedBytes += object.Size ?? 0;
      if (!out.IsTruncated || !out.NextContinuationToken)
        return { usedBytes, availableBytes: null };
      token = out.NextContinuationToken;
    }
    return { usedBytes: null, availableBytes: null };
  }
}

/** 100 pages: 100,000 objects, a few seconds of listing at most. */
export const S3_USAGE_MAX_PAGES = 100;
