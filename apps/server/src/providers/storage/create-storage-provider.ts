import { createLocalStorageProvider } from "./local-storage-provider.ts";
import { createS3StorageProvider, type S3StorageConfig } from "./s3-storage-provider.ts";
import type { StorageProvider } from "./storage-provider.ts";

/** S3 when a bucket is configured, otherwise files under DATA_DIR/uploads. */
export const createStorageProvider = (options: {
  uploadsDirectory: string;
  s3: S3StorageConfig | null;
}): StorageProvider =>
  options.s3 ? createS3StorageProvider(options.s3) : createLocalStorageProvider(options.uploadsDirectory);
