import { unwrittenPages, writtenRoutes } from '../content/writtenPages';
import { createMarketRouter } from '../routing/marketRouter';
import type { CurrentSite, SiteState } from '../routing/siteState';

/**
 * The state with its pages that have no published copy in any locale hidden: their addresses answer
 * the localized 404 and no menu, sitemap or search offers them (an unpublished legal page is gone
 * within the page cache's revision check). A page missing in some locales only answers 404 there
 * (createSite's Page). The site never shows site-core's seed copy instead.
 */
export function hideUnwrittenPages(state: SiteState): SiteState {
  const { market } = state;
  const hidden = unwrittenPages(market, writtenRoutes)
    .filter((page) => page.locales.length === market.locales.length)
    .map((page) => page.route);
  if (!hidden.length) return state;
  const shown = { ...market, hiddenRoutes: [...(market.hiddenRoutes ?? []), ...hidden] };
  return { ...state, market: shown, router: createMarketRouter(shown) };
}

/** The current state with its unwritten pages hidden; one hiding per state (per revision). */
export function writtenPagesOnly(current: CurrentSite): CurrentSite {
  const shown = new WeakMap<SiteState, SiteState>();
  return async () => {
    const state = await current();
    let result = shown.get(state);
    if (!result) shown.set(state, (result = hideUnwrittenPages(state)));
    return result;
  };
}

/** The pages the market shows that lack published copy in some locale: the launch checklist's. */
export const unwrittenPagesOf = (state: SiteState) =>
  unwrittenPages(state.market, writtenRoutes.filter(state.router.isVisible));
