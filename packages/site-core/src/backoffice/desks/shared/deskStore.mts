import type { ObjectStorage } from '../../../server/objectStorageSettings';
import { ReportStore } from '../../../report/store/reportStore';
import { s3CvObjects } from '../../../report/store/s3CvObjects';

/** Where the desks find the market's report store: the back office's own settings. */
export interface DeskStoreSetup {
  /** DATA_DIR: the SQLite store's folder (one machine). */
  dataDir: string;
  /** A postgres:// DATABASE_URL: the store shared by every instance, beside the back office. */
  databaseUrl?: string;
  /** S3_*: where CVs are kept, when set. */
  objectStorage?: ObjectStorage;
}

/*
 * The desks' connection to the market's report store, opened on first use and kept for the
 * process. Kept on globalThis because Next bundles the admin's API route and its pages apart, each
 * with its own copy of this module. The site's report handler holds its own connection to the same
 * store; SQLite's WAL and busy timeout, or PostgreSQL, let both write.
 */
const KEY = Symbol.for('medivia.desks.stores');
type Holder = { [KEY]?: Map<string, Promise<ReportStore>> };

/** The market's store, opened once per process; rejects when it cannot be opened. */
export function deskStore(setup: DeskStoreSetup): Promise<ReportStore> {
  const holder = globalThis as Holder;
  const stores = (holder[KEY] ??= new Map());
  const key = setup.databaseUrl?.startsWith('postgres') ? setup.databaseUrl : setup.dataDir;
  const open = async () => {
    const store = await stores.get(key)?.catch(() => undefined);
    if (store?.db.open) return store;
    const opening = ReportStore.connect({
      dataDir: setup.dataDir,
      databaseUrl: setup.databaseUrl,
      cvObjects: setup.objectStorage && s3CvObjects(setup.objectStorage),
    });
    stores.set(key, opening);
    return opening;
  };
  return open();
}
