import type { Locale } from '../../i18n/locales';
import { isWrittenIn } from '../../content/writtenPages';
import { normalizedPath } from '../../routing/redirects';
import type { SiteState } from '../../routing/siteState';

/**
 * Whether `path` (as visitors type it: the default language without a prefix) is a page the site
 * shows now. The site answers such a page itself and never looks at a redirect from it, so staff
 * adding one would see it saved and nothing happen.
 */
export function isLivePage(state: Pick<SiteState, 'market' | 'router'>, path: string): boolean {
  const address = normalizedPath(path);
  const { router } = state;
  const [, first = '', ...rest] = address.split('/');
  const prefixed = router.locales.find(
    (locale) => locale !== router.defaultLocale && locale === first,
  );
  const locale: Locale = prefixed ?? router.defaultLocale;
  const local = prefixed ? `/${rest.join('/')}` : address;
  const route = router.resolve(locale, local);
  return route !== null && isWrittenIn(state.market, route.name, locale);
}
