import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

import { isValidStorageKey, type StorageProvider } from "./storage-provider.ts";

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces); omitted for AWS itself. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** Prefix inside the bucket, so one bucket can serve several apps. */
  prefix: string;
};

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Objects in an S3-compatible bucket through @aws-sdk/client-s3. */
export const createS3StorageProvider = (config: S3StorageConfig): StorageProvider => {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const objectKey = (key: string) => `${config.prefix}${key}`;

  return {
    name: "s3",
    put: async (key, body, contentType) => {
      if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },
    get: async (key) => {
      if (!isValidStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return {
          body: await object.Body.transformToByteArray(),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
};
