import path from 'node:path';

/**
 * The media library in S3-compatible object storage (AWS S3, MinIO, Ceph, Garage...), so every
 * instance of a market serves the files any of them received. Unset, files stay under
 * DATA_DIR/media of the one machine, as before.
 */
export interface ObjectStorage {
  /** S3_ENDPOINT: the store's origin, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  /** S3_BUCKET */
  bucket: string;
  /** S3_ACCESS_KEY_ID */
  accessKeyId: string;
  /** S3_SECRET_ACCESS_KEY */
  secretAccessKey: string;
  /** S3_REGION; self-hosted stores accept any, AWS wants the bucket's. */
  region: string;
  /** S3_PREFIX: the folder of the bucket the media library's objects are kept under ('' = its root). */
  prefix: string;
}

const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_REGION and
 * S3_PREFIX optional), or none of them: a partial set stops the start naming what is missing, rather
 * than storing uploads on one machine's disk while the operator believes they are shared.
 */
export function objectStorageFromEnv(
  env: Record<string, string | undefined>,
): ObjectStorage | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const set = required.filter((name) => value(name));
  if (set.length === 0) return undefined;
  const missing = required.filter((name) => !value(name));
  if (missing.length > 0) {
    throw new Error(
      `Object storage needs ${required.join(', ')} together: ${missing.join(', ')} missing`,
    );
  }
  const endpoint = value('S3_ENDPOINT')!;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`S3_ENDPOINT must be a URL such as https://s3.example.com, not "${endpoint}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, not "${endpoint}"`);
  }
  const bucket = value('S3_BUCKET')!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, dot, hyphen), not "${bucket}"`,
    );
  }
  const prefix = (value('S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`S3_PREFIX must be a plain folder such as media/cro, not "${prefix}"`);
  }
  return {
    endpoint: url.origin + url.pathname.replace(/\/+$/, ''),
    bucket,
    accessKeyId: value('S3_ACCESS_KEY_ID')!,
    secretAccessKey: value('S3_SECRET_ACCESS_KEY')!,
    region: value('S3_REGION') ?? 'us-east-1',
    prefix,
  };
}

/** The object key of a stored file: the document's prefix (or the collection's) and its base name. */
export const objectKeyOf = (
  storage: ObjectStorage,
  filename: string,
  documentPrefix?: string | null,
) => path.posix.join(documentPrefix ?? storage.prefix, path.basename(filename));
