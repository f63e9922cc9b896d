// @ts-check
// Plain JavaScript: the page cache (src/next/hashedPageCache.mjs) reads it in Node without TypeScript.

/**
 * The attribute the 404 page carries in its markup. Next answers 404 with a complete document only
 * for a route it cannot match; a page that throws notFound() comes back as an empty error shell
 * that scripts fill in. So the site renders its 404 as a page, and the page cache gives every
 * cached page that carries this attribute the status 404.
 */
export const notFoundAttribute = 'data-page-status';
export const notFoundMarker = `${notFoundAttribute}="404"`;

/** A page that existed and is gone for good (a closed job opening) carries this mark: 410. */
export const goneMarker = `${notFoundAttribute}="410"`;

/**
 * The back office's content revision a page was rendered from: on the page's <main>, or as a header of
 * a route's answer (sitemap, feeds, search index). The page cache renders anew what is of an older one.
 */
export const contentRevisionAttribute = 'data-content-revision';
export const contentRevisionHeader = 'x-content-revision';

/**
 * A page that moved (a redirect of the back office): it carries this mark and its new address in
 * `data-moved-to`, and the page cache answers it 301 with that address as Location.
 */
export const movedMarker = `${notFoundAttribute}="301"`;
export const movedToAttribute = 'data-moved-to';

/** The new address a moved page names, as a Location header may carry it (ASCII), or null. */
export function movedLocation(/** @type {string} */ html) {
  const found = new RegExp(`${movedToAttribute}="([^"]*)"`).exec(html);
  if (!found) return null;
  const address = found[1]
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  // Written as typed (it may hold č or spaces escaped or not): percent-encoded once for the header.
  return /[^\x21-\x7e]/.test(address) ? encodeURI(address) : address;
}
