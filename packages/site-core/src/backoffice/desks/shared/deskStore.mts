import { ReportStore } from '../../../report/store/reportStore';

/*
 * The desks' connection to the market's report store, opened on first use and kept for the
 * process. Kept on globalThis because Next bundles the admin's API route and its pages apart, each
 * with its own copy of this module. The site's report handler holds its own connection to the same
 * file; SQLite's WAL and busy timeout let both write.
 */
const KEY = Symbol.for('medivia.desks.stores');
type Holder = { [KEY]?: Map<string, ReportStore> };

/** The store under DATA_DIR, opened once per process; throws when it cannot be opened. */
export function deskStore(dataDir: string): ReportStore {
  const holder = globalThis as Holder;
  const stores = (holder[KEY] ??= new Map());
  let store = stores.get(dataDir);
  if (!store?.db.open) {
    store = ReportStore.open(dataDir);
    stores.set(dataDir, store);
  }
  return store;
}
