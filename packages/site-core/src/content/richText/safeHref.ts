/*
 * Links whose address staff or visitors typed (rich text's custom URLs and autolinks) are checked
 * as the browser will read them, not as they are stored. Before it resolves an href, a browser
 * (the WHATWG URL standard's parser) strips leading and trailing C0 controls and spaces, removes
 * every tab and newline anywhere, and reads a backslash as a slash in http(s) URLs and in paths
 * relative to an http(s) page: "/\t/evil.example" is "//evil.example", another site, and
 * "java\nscript:" is "javascript:". The check reads the address after that clean-up, with the same
 * parser (Node's URL), and the page gets the cleaned-up address.
 */

const safeProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

// The parser's pre-processing, exactly: C0 controls and space at either end, tab/LF/CR anywhere.
// eslint-disable-next-line no-control-regex
const OUTER_CONTROLS_AND_SPACES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TABS_AND_NEWLINES = /[\t\n\r]/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The address as a browser's URL parser reads it, before it resolves it. */
export function browserReadUrl(url: string): string {
  return url.replace(OUTER_CONTROLS_AND_SPACES, '').replace(TABS_AND_NEWLINES, '');
}

/** A host nobody can own (RFC 2606), standing in for this site while a path is resolved. */
const THIS_SITE = 'https://this-site.invalid';

/**
 * The href of a link, or undefined when it is not one the site links to: http(s), mailto and tel
 * URLs (any case), and site-relative paths, which resolve on this site ("/…"; the
 * protocol-relative "//host" and "/\host" lead elsewhere and are refused, as are paths relative to
 * the page, which would mean something else on every page). A site-relative path comes back
 * resolved (dot segments gone, spaces and backslashes made plain), so what the page links to is
 * what was checked.
 */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const read = browserReadUrl(url);
  if (read === '') return undefined;
  if (SCHEME.test(read)) {
    try {
      return safeProtocols.has(new URL(read).protocol) ? read : undefined;
    } catch {
      return undefined;
    }
  }
  if (!read.startsWith('/') && !read.startsWith('\\')) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(read, `${THIS_SITE}/`);
  } catch {
    return undefined;
  }
  // "/..//evil.example" resolves to the path "//evil.example", which as an href is another site.
  if (resolved.origin !== THIS_SITE || resolved.pathname.startsWith('//')) return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * The address of a website that staff entered in a form field (a sponsor, a group company, a brand's
 * site, a membership): absolute http(s) only, as the browser reads it; undefined for anything else.
 * The back office checks these when they are saved; this holds on the way out too.
 */
export function webAddress(url: unknown): string | undefined {
  const href = safeHref(url);
  return href && /^https?:\/\/[^/\\]/i.test(href) ? href : undefined;
}
