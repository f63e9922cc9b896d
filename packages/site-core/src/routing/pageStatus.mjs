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
