/** Spec §4/§9: a lost code chunk reloads the page, at most once per 60 s so a broken deploy cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'site:chunk-reload-at';

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  if (typeof reason === 'string') return CHUNK_ERROR.test(reason);
  if (typeof reason === 'object') {
    const { name, message } = reason as { name?: unknown; message?: unknown };
    return CHUNK_ERROR.test(String(name ?? '')) || CHUNK_ERROR.test(String(message ?? ''));
  }
  return false;
}

export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Reloads on a chunk-load error unless the guard window is still open; returns whether it reloaded. */
export function reloadOnChunkError(
  reason: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
): boolean {
  if (!isChunkLoadError(reason)) return false;
  const stored = storage.getItem(CHUNK_RELOAD_KEY);
  if (!shouldReload(now, stored === null ? null : Number(stored))) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
