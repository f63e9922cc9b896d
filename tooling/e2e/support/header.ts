import type { Locator, Page } from '@playwright/test';
import { coreCatalogues, type Locale, type RouteName } from '@medivia/site-core/model';
import { departmentRoutes, serviceRoutes } from '@medivia/site-core/testing';
import type { MarketUnderTest } from './markets';

/** The market's text of a message in a locale, with the market's overrides. */
export const textOf = (market: MarketUnderTest, locale: Locale) => (id: string) =>
  market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;

/** A header disclosure (menu or mobile menu): its <summary> toggle and the <details> around it. */
export function disclosure(page: Page, label: string) {
  const toggle: Locator = page.getByRole('banner').locator('summary').filter({ hasText: label });
  const details = toggle.locator('xpath=..');
  return { toggle, details, panel: details.locator(':scope > :not(summary)') };
}

/** Every page the header leads to, in a locale: the menus' routes the market shows and the pages. */
export function headerDestinations(market: MarketUnderTest, locale: Locale) {
  const names: RouteName[] = [
    'services',
    ...serviceRoutes,
    'departments',
    ...departmentRoutes,
    'about',
    'careers',
    'news',
    'home',
    'search',
  ];
  return names.filter(market.router.isVisible).map((name) => market.router.href(name, locale));
}
