/** SERVER_URL as an origin (scheme, host, port; no path), or a clear error naming the variable. */
export function siteOrigin(serverUrl: string | undefined): string | undefined {
  if (!serverUrl?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(serverUrl.trim());
  } catch {
    throw new Error(
      `SERVER_URL must be an origin such as https://www.medivia.hr, not "${serverUrl}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SERVER_URL must be an http(s) origin, not "${serverUrl}"`);
  }
  return url.origin;
}
