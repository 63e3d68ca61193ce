import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { AppConfig } from "../config.server";
import { loadOnce } from "../load-once";
import {
  checkedArea,
  FileExistsError,
  isStorageKey,
  newStorageKey,
  type FileSource,
  type FileStorage,
} from "./file-storage.server";

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

/** The S3 options of the configuration; null when S3_BUCKET is not set (files stay in DATA_DIR). */
export function s3OptionsOf(config: AppConfig): S3StorageOptions | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The SDK and a client for the bucket's service, made at the first call and shared by later ones.
 * Loaded then, not at start: it costs ~20 MB of resident memory, and a server that keeps its files
 * in DATA_DIR never loads it at all. The backups kept in the bucket use it too.
 */
export function s3Connection(options: S3StorageOptions) {
  return loadOnce(async () => {
    const sdk = await import("@aws-sdk/client-s3");
    const client = new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      // Checksums only where S3 requires them: other S3-compatible services (and older MinIO) do
      // not all read the SDK's newer checksum headers and chunked trailers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
    return { sdk, client };
  });
}

/**
 * FileStorage in an S3-compatible bucket (AWS S3, MinIO, R2…), for several instances sharing
 * their files. Keys are the same server-made keys as the local folder's (checked by every
 * operation). A put reads the source into memory first (files are at most 20 MB), so the object
 * appears whole in one PutObject or not at all, with its length and SHA-256 known.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage & { bucket: string; root: string } {
  const connect = s3Connection(options);
  const { bucket } = options;

  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return key;
  };

  const putObject = async (key: string, body: Buffer) => {
    const { sdk, client } = await connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: body, ContentLength: body.byteLength }),
    );
    return { key, byteSize: body.byteLength, sha256: createHash("sha256").update(body).digest("hex") };
  };

  return {
    bucket,
    /** Where the files are, for messages and logs (the local storage's `root` is its folder). */
    root: `s3://${bucket}`,

    async put(source, putOptions) {
      return putObject(newStorageKey(putOptions), await bytesOf(source));
    },

    async putAt(key, source) {
      if (await this.stat(key)) throw new FileExistsError(key);
      return putObject(key, await bytesOf(source));
    },

    async *list(area) {
      const { sdk, client } = await connect();
      const prefix = area ? `${checkedArea(area)}/` : undefined;
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          // Only files this product stored: backups kept in the same bucket are not storage keys.
          if (object.Key && isStorageKey(object.Key)) yield { key: object.Key, byteSize: object.Size ?? 0 };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    async openRead(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },

    async stat(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: checked(key) }));
        return { byteSize: answer.ContentLength ?? 0, modifiedAt: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers success for a missing key: ask first, to say whether there was one.
      if (!(await this.stat(key))) return false;
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
      return true;
    },
  };
}

export type S3Sdk = typeof import("@aws-sdk/client-s3");

/** Whether an SDK error says the object (or bucket) is not there. */
export function isMissing(sdk: S3Sdk, error: unknown): boolean {
  if (error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound) return true;
  return error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
}

async function bytesOf(source: FileSource): Promise<Buffer> {
  if (source instanceof Uint8Array) return Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  const stream =
    source instanceof Readable
      ? source
      : Readable.fromWeb(source as import("node:stream/web").ReadableStream<Uint8Array>);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
