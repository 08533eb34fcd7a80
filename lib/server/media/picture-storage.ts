import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getConfig, type ServerConfig } from '../config';

/** A stored file as the serving route answers it. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/**
 * Where pictures live: a folder on this machine (one instance), or an S3-compatible bucket that
 * several instances share. Keys are content-addressed (`pictures/{hash}/w960.webp`), so a key's
 * file never changes once written.
 */
export interface PictureStorage {
  readonly kind: 'disk' | 's3';
  has(key: string): Promise<boolean>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when no such key is stored. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key not stored is no error. */
  remove(key: string): Promise<void>;
}

/** A stored key: path segments of letters, digits, dots, dashes and underscores; never `..` or an absolute path. */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.'))
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Node's file errors are checked by their code (not `instanceof Error`: they may come from another realm, as in Jest). */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/** Pictures as files under `root` (PICTURES_DIR); a file is written to a temporary name and renamed, so a reader never sees half of one. */
export function diskPictureStorage(root: string): PictureStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkedKey(key));
    if (!file.startsWith(base + path.sep)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return file;
  };
  return {
    kind: 'disk',
    async has(key) {
      try {
        await fs.access(fileOf(key));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, body);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return { body: await fs.readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      // Leave no empty folder of a picture behind (rmdir refuses a folder that still holds files).
      await fs.rmdir(path.dirname(file)).catch(() => undefined);
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, a local one); unset for AWS itself. */
  endpoint?: string;
  /** Addresses the bucket in the path (`{endpoint}/{bucket}/{key}`), as local and most compatible servers need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 404;
}

/** Pictures in an S3-compatible bucket, so every instance of the shop serves every picture. */
export function s3PictureStorage(settings: S3Settings): PictureStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!answer.Body) return null;
        return {
          body: Buffer.from(await answer.Body.transformToByteArray()),
          contentType: answer.ContentType ?? contentTypeOf(key),
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}

/** The storage the settings choose: the bucket when S3_BUCKET is set, else the folder PICTURES_DIR. */
export function pictureStorageOf(config: ServerConfig): PictureStorage {
  if (!config.S3_BUCKET) return diskPictureStorage(config.PICTURES_DIR);
  return s3PictureStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

let current: { config: ServerConfig; storage: PictureStorage } | undefined;

/** The process's picture storage, made again when the settings are (tests switch between disk and S3). */
export function getPictureStorage(): PictureStorage {
  const config = getConfig();
  if (current?.config !== config) current = { config, storage: pictureStorageOf(config) };
  return current.storage;
}
