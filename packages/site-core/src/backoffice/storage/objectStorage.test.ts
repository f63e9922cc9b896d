/** @jest-environment node */
import { objectKeyOf, objectStorageFromEnv } from './objectStorageSettings.mts';

const complete = {
  S3_ENDPOINT: 'http://127.0.0.1:4569/',
  S3_BUCKET: 'medivia-media',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

describe('objectStorageFromEnv', () => {
  it('keeps media on disk when no S3 variable is set', () => {
    expect(objectStorageFromEnv({})).toBeUndefined();
    expect(objectStorageFromEnv({ S3_REGION: 'eu-central-1' })).toBeUndefined();
  });

  it('reads a complete set, with the region and prefix defaulted', () => {
    expect(objectStorageFromEnv(complete)).toEqual({
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'medivia-media',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      prefix: '',
    });
    expect(
      objectStorageFromEnv({ ...complete, S3_REGION: 'eu-central-1', S3_PREFIX: '/media/cro/' }),
    ).toMatchObject({ region: 'eu-central-1', prefix: 'media/cro' });
  });

  it('names the variables missing from a partial set', () => {
    expect(() =>
      objectStorageFromEnv({ S3_ENDPOINT: complete.S3_ENDPOINT, S3_BUCKET: 'medivia-media' }),
    ).toThrow('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY missing');
  });

  it('refuses an endpoint, a bucket or a prefix it cannot use', () => {
    expect(() => objectStorageFromEnv({ ...complete, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => objectStorageFromEnv({ ...complete, S3_BUCKET: 'Media_Bucket' })).toThrow(
      /S3_BUCKET/,
    );
    expect(() => objectStorageFromEnv({ ...complete, S3_PREFIX: 'media/../reports' })).toThrow(
      /S3_PREFIX/,
    );
  });

  it('keys a file by its document prefix and base name only', () => {
    const storage = objectStorageFromEnv({ ...complete, S3_PREFIX: 'media' })!;
    expect(objectKeyOf(storage, 'logo.png')).toBe('media/logo.png');
    expect(objectKeyOf(storage, '../../etc/passwd', 'media')).toBe('media/passwd');
    expect(objectKeyOf(storage, 'logo-400x200.png', '')).toBe('logo-400x200.png');
  });
});
