import { S3 } from '@aws-sdk/client-s3';
import type { ObjectStorage } from '../../server/objectStorageSettings';
import type { CvObjects } from './cvObjects';

/**
 * The folder of the media bucket that holds CVs. Nothing serves it: /assets reads media documents'
 * keys only, and the bucket is private; HR reads a CV through the desk's authenticated download.
 */
export const CV_PREFIX = 'private/applications';

/** CVs in the media library's bucket (S3_*), under CV_PREFIX. */
export function s3CvObjects(storage: ObjectStorage): CvObjects {
  const client = new S3({
    endpoint: storage.endpoint,
    region: storage.region,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    forcePathStyle: true,
  });
  const keyOf = (key: string) => `${CV_PREFIX}/${key}`;
  return {
    async put(key, bytes, type) {
      await client.putObject({
        Bucket: storage.bucket,
        Key: keyOf(key),
        Body: bytes,
        ContentType: type,
        ContentLength: bytes.byteLength,
      });
    },
    async get(key) {
      const object = await client.getObject({ Bucket: storage.bucket, Key: keyOf(key) });
      if (!object.Body) throw new Error(`The CV object ${key} has no content.`);
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async remove(keys) {
      // One request per key: S3's batch delete needs Content-MD5, which some stand-ins refuse.
      for (const key of keys) {
        await client.deleteObject({ Bucket: storage.bucket, Key: keyOf(key) });
      }
    },
  };
}
