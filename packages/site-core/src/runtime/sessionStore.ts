/**
 * The tab's sessionStorage, or none where the browser forbids it (privacy modes, blocked storage,
 * sandboxed frames throw on mere access). Callers then work on without what they would have kept.
 */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
