/** A page mounted: the listeners (the site runtime) finish the loading bar and close overlays. */
const listeners = new Set<() => void>();

export function onNavigationLanded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function navigationLanded(): void {
  listeners.forEach((listener) => listener());
}
