import { getEnv } from '../env';
import { WhistleblowingStore, type StoreLocation } from './store';

/*
 * The channel's store, opened once per process and shared by the reporter's endpoints and the
 * desk's (Next bundles the site's API and the back office's apart, each with its own copy of this
 * module: the store is kept on globalThis, by where it lives).
 */
const KEY = Symbol.for('medivia.whistleblowing.stores');
type Holder = { [KEY]?: Map<string, Promise<WhistleblowingStore>> };

export function whistleblowingStore(location?: StoreLocation): Promise<WhistleblowingStore> {
  const where = location ?? { dataDir: getEnv().DATA_DIR, databaseUrl: getEnv().DATABASE_URL };
  const key = where.databaseUrl?.startsWith('postgres') ? where.databaseUrl : where.dataDir;
  const stores = ((globalThis as Holder)[KEY] ??= new Map());
  let store = stores.get(key);
  if (!store) {
    store = WhistleblowingStore.connect(where);
    stores.set(key, store);
    // A failed opening is not kept: the next request tries again.
    store.catch(() => {
      if (stores.get(key) === store) stores.delete(key);
    });
  }
  return store;
}
