/**
 * Old addresses that moved: a visitor who asks for `from` is sent to `to` with 301 instead of the
 * 404 page. Made when staff change a published document's slug, or by staff themselves (the back
 * office's Redirects). `from` is always a path of this site; `to` a path of this site or an https URL.
 */
export interface Redirect {
  from: string;
  to: string;
}

/** Paths the site's pages never have: the back office, its API, Next's files and the site's API. */
const notPagePaths = /^\/(admin|api|_next|mail|assets)(\/|$)/;

/**
 * A path as compared: decoded (staff type /vijesti/članak, browsers ask for /vijesti/%C4%8Dlanak),
 * without a trailing slash (but "/") and surrounding spaces.
 */
export function normalizedPath(path: string): string {
  let trimmed = path.trim();
  try {
    trimmed = decodeURI(trimmed);
  } catch {
    // A stray % is kept as typed.
  }
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
}

const isSitePath = (path: string) =>
  (path === '/' || /^\/[^\s/\\?#]/.test(path)) && !/\s/.test(path);

/** Why `from` cannot be an old address of the site, or undefined. The admin's toast splits messages at colons and commas: none here. */
export function sourceProblem(from: string): string | undefined {
  const path = normalizedPath(from);
  if (!isSitePath(path) || path === '/' || path.includes('?') || path.includes('#')) {
    return 'Write the old address as a path of this site that starts with a slash (e.g. /novosti-i-dogadanja/stari-naslov) without domain or spaces or query.';
  }
  if (notPagePaths.test(path)) {
    return 'Addresses of the back office and the API and the site’s files cannot be redirected.';
  }
  return undefined;
}

/** Refused when an editor sends an address of the site elsewhere. No colons or commas: the admin's toast splits at them. */
export const offSiteForAdministrators =
  'Only administrators may send visitors to another site. Write a path of this site starting with a slash (e.g. /kontakt).';

/** Refused when the old address is a page the site shows: the page would be answered and the redirect never read. */
export const liveSourceProblem =
  'This address is a live page of the site and visitors would keep seeing it. Unpublish or rename that page first or choose another old address.';

/** Why `to` cannot be where visitors are sent, or undefined. */
export function targetProblem(to: string): string | undefined {
  const target = to.trim();
  if (isSitePath(normalizedPath(target))) return undefined;
  if (/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(target)) return undefined;
  return 'Write the new address as a path of this site starting with a slash (e.g. /kontakt) or a full https address.';
}

/**
 * Where a visitor asking for `path` ends up, following redirects one after another (a chain staff
 * made by hand), or undefined when no redirect starts at `path`. A loop ends where it would return.
 */
export function redirectTarget(redirects: readonly Redirect[], path: string): string | undefined {
  const bySource = new Map(redirects.map((redirect) => [redirect.from, redirect.to]));
  let current = normalizedPath(path);
  const seen = new Set<string>([current]);
  let target: string | undefined;
  for (let next = bySource.get(current); next !== undefined; next = bySource.get(current)) {
    if (seen.has(normalizedPath(next))) break;
    target = next;
    current = normalizedPath(next);
    seen.add(current);
  }
  return target;
}

/**
 * Whether adding or changing `candidate` would send a visitor round in a circle: its target leads,
 * through the other redirects, back to its source.
 */
export function makesLoop(others: readonly Redirect[], candidate: Redirect): boolean {
  const source = normalizedPath(candidate.from);
  if (normalizedPath(candidate.to) === source) return true;
  const chain = [...others.filter((other) => normalizedPath(other.from) !== source), candidate];
  const bySource = new Map(chain.map((redirect) => [normalizedPath(redirect.from), redirect.to]));
  const seen = new Set<string>([source]);
  let current = normalizedPath(candidate.to);
  while (bySource.has(current)) {
    if (seen.has(current)) return true;
    seen.add(current);
    current = normalizedPath(bySource.get(current)!);
  }
  return false;
}
