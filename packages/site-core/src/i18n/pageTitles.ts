import type { RouteName } from '../routing/routeTable';
import type { Locale } from './locales';

/**
 * A fixed page's title and description as staff publish them (the back office's *Page titles and
 * descriptions*). The title names the page in menus, breadcrumbs, its heading and the browser tab;
 * the description stands under its tile and in search engines' results.
 */
export interface PageTitle {
  title: string;
  description: string;
}

/** Published titles by route and locale; a route or locale without one keeps the catalogue's. */
export type PageTitles = Partial<Record<RouteName, Partial<Record<Locale, PageTitle>>>>;

/** The catalogue ids a page's title and description are read by (`routeTitle`, metadata, tiles). */
export const pageTitleIds = (route: RouteName) =>
  ({ title: `route.${route}.title`, description: `route.${route}.description` }) as const;

/**
 * Text staff typed as an ICU message that formats to exactly that text: apostrophes doubled, and
 * braces and angle brackets quoted, so "Dr. O'Brien {new}" is neither a placeholder nor a tag.
 */
export function literalMessage(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}<>]/g, (sign) => `'${sign}'`);
}

/** The catalogue entries the published titles of one locale replace. */
export function pageTitleMessages(
  titles: PageTitles | undefined,
  locale: Locale,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [route, perLocale] of Object.entries(titles ?? {})) {
    const page = perLocale?.[locale];
    if (!page) continue;
    const ids = pageTitleIds(route as RouteName);
    messages[ids.title] = literalMessage(page.title);
    messages[ids.description] = literalMessage(page.description);
  }
  return messages;
}
