import { randomUUID } from 'node:crypto';

/**
 * Where CVs are kept when object storage is configured: the media library's bucket, under a
 * private prefix no public route serves. Without it, a CV's bytes stay in the application's row.
 */
export interface CvObjects {
  /** Stores a CV; resolves once the store has it (before the application is committed). */
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Removes CVs of purged applications; a key already gone is no error. */
  remove(keys: string[]): Promise<void>;
}

/** A CV as an application's row points at it: its bytes, or its object's key. */
export interface StoredCvRow {
  name: string;
  type: string;
  bytes: Buffer | null;
  objectKey: string | null;
}

/**
 * A new CV's object key: random, so nothing of the applicant (name, file name) is in the bucket's
 * listing, and two applications with the same file never share an object the purge would remove.
 */
export const newCvObjectKey = (market: string) => `${market}/${randomUUID()}`;
