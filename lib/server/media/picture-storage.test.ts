import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../config';
import { diskPictureStorage, pictureStorageOf } from './picture-storage';

describe('picture storage', () => {
  it('is the PICTURES_DIR folder by default and the bucket when S3_BUCKET is set', () => {
    expect(pictureStorageOf(parseConfig({ NODE_ENV: 'test' })).kind).toBe('disk');
    const bucket = parseConfig({
      NODE_ENV: 'test',
      S3_BUCKET: 'shop-pictures',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(pictureStorageOf(bucket).kind).toBe('s3');
    expect(bucket.S3_REGION).toBe('us-east-1');
  });

  it('refuses one S3 key without the other, a bad bucket name and a bad path-style flag, naming each', () => {
    expect(() => parseConfig({ NODE_ENV: 'test', S3_BUCKET: 'b1x', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() => parseConfig({ NODE_ENV: 'test', S3_BUCKET: 'Not A Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => parseConfig({ NODE_ENV: 'test', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => parseConfig({ NODE_ENV: 'test', S3_ENDPOINT: 'ftp://files' })).toThrow(/S3_ENDPOINT/);
  });

  it('keeps disk files under its folder: a key that climbs out or is absolute is refused before any file is touched', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-storage-'));
    try {
      const storage = diskPictureStorage(path.join(dir, 'pictures'));
      await storage.put('pictures/abc/w480.webp', Buffer.from('webp'), 'image/webp');
      expect(await storage.get('pictures/abc/w480.webp')).toEqual({
        body: Buffer.from('webp'),
        contentType: 'image/webp',
      });
      expect(await storage.get('pictures/abc/w960.webp')).toBeNull();
      for (const key of ['../outside.txt', 'pictures/../../outside.txt', '/etc/passwd', 'pictures//x', '']) {
        await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Not a storage key/);
      }
      expect(fs.readdirSync(dir)).toEqual(['pictures']);
      await storage.remove('pictures/abc/w480.webp');
      expect(await storage.has('pictures/abc/w480.webp')).toBe(false);
      // Its emptied folder goes too.
      expect(fs.existsSync(path.join(dir, 'pictures', 'pictures', 'abc'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
