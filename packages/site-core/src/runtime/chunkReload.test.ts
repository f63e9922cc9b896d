import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnChunkError,
} from './chunkReload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('the lost-chunk reload guard', () => {
  const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), {
    name: 'ChunkLoadError',
  });

  it('recognises chunk-load errors from webpack and from native dynamic import', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadOnChunkError(chunkError, storage, reload, t0)).toBe(true);
    expect(reloadOnChunkError(chunkError, storage, reload, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnChunkError(chunkError, storage, reload, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0 + CHUNK_RELOAD_GUARD_MS));
  });

  it('ignores other errors', () => {
    const reload = jest.fn();
    expect(reloadOnChunkError(new Error('boom'), memoryStorage(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
