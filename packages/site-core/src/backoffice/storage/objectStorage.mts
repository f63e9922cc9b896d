import { Readable } from 'node:stream';
import { S3 } from '@aws-sdk/client-s3';
import { s3Storage } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';
import type { ObjectStorage } from './objectStorageSettings.mts';

export { objectKeyOf, objectStorageFromEnv, type ObjectStorage } from './objectStorageSettings.mts';

const clientConfig = (storage: ObjectStorage) => ({
  endpoint: storage.endpoint,
  region: storage.region,
  credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
  // Self-hosted stores serve buckets under the endpoint's path, not as subdomains.
  forcePathStyle: true,
});

/**
 * Payload's S3 adapter for the media collection when object storage is configured. Its fields
 * (`prefix`, `_objectKey`) are added either way, so the database's schema, and so the committed
 * migrations, are the same with and without S3.
 */
export function mediaStorage(storage: ObjectStorage | undefined): Plugin {
  return s3Storage({
    enabled: Boolean(storage),
    alwaysInsertFields: true,
    bucket: storage?.bucket ?? 'unused',
    config: storage ? clientConfig(storage) : {},
    collections: { media: { prefix: storage?.prefix ?? '' } },
    // Files are read through /assets (assets handler) or the admin's own file route, never from
    // the bucket directly: the bucket stays private.
    acl: 'private',
  });
}

const clients = new Map<string, S3>();
function clientOf(storage: ObjectStorage): S3 {
  const key = `${storage.endpoint}|${storage.bucket}|${storage.accessKeyId}`;
  let client = clients.get(key);
  if (!client) {
    client = new S3(clientConfig(storage));
    clients.set(key, client);
  }
  return client;
}

/** A stored file's bytes as a web stream and its length; null when the bucket has no such object. */
export async function readStoredObject(
  storage: ObjectStorage,
  key: string,
): Promise<{ body: ReadableStream<Uint8Array>; length?: number } | null> {
  try {
    const object = await clientOf(storage).getObject({ Bucket: storage.bucket, Key: key });
    if (!object.Body) return null;
    const body =
      object.Body instanceof Readable
        ? (Readable.toWeb(object.Body) as ReadableStream<Uint8Array>)
        : object.Body.transformToWebStream();
    return { body, length: object.ContentLength };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return null;
    throw error;
  }
}
