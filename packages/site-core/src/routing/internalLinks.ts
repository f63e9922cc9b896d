import type { Locale } from '../i18n/locales';
import type { Router } from './router';
import { linkTargetKey, type LinkTargets } from './linkTargets';

/**
 * Links staff make in rich text to a document of the back office (Payload's internal links), which
 * store the document, not its address: the address is the site's, per language, and changes when a
 * slug does. Published documents are link targets; a link to anything else (a draft, a deleted or
 * untranslated page, a page the market hides) keeps its text, unlinked.
 */

/** A stored internal link's document: its collection and its id (or, read deeper, the document). */
export interface LinkedDocument {
  relationTo: string;
  value: unknown;
}

/** The site-relative href of a linked document, or undefined where the link keeps only its text. */
export type InternalLinkHref = (doc: LinkedDocument) => string | undefined;

const idOf = (value: unknown) =>
  value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value;

/** Where internal links lead on the pages of one locale. */
export function internalLinkHref({
  market,
  router,
  locale,
}: {
  market: { linkTargets?: LinkTargets | undefined };
  router: Router;
  locale: Locale;
}): InternalLinkHref {
  return ({ relationTo, value }) => {
    const id = idOf(value);
    if (id === undefined || id === null || id === '') return undefined;
    // A file of the media library (a form, a leaflet): served at /assets/<id> to everybody.
    if (relationTo === 'media') return `/assets/${encodeURIComponent(String(id))}`;
    const target = market.linkTargets?.[linkTargetKey(relationTo, id)];
    if (!target || !router.isVisible(target.route)) return undefined;
    if (!target.slugs) return router.href(target.route, locale);
    const slug = target.slugs[locale];
    return slug ? router.href(target.route, locale, { slug }) : undefined;
  };
}
