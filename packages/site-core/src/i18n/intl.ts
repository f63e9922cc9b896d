import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Market, MarketConfig, Messages } from '../market/types';
import { coreCatalogues, type MessageId } from './catalogue';
import { localeTags, type Locale } from './locales';
import { pageTitleMessages } from './pageTitles';

export type SiteIntl = IntlShape<string> & {
  /** Typed shorthand for formatMessage by id. */
  t(id: MessageId, values?: Record<string, string | number>): string;
  /** Ids a market defines in its own catalogue (department names). */
  tm(id: string, values?: Record<string, string | number>): string;
};

/**
 * The market's catalogue for a locale: site-core's texts, the app's overrides on top, and on top of
 * those the page titles and descriptions staff published in the back office.
 */
export function marketMessages(
  market: Pick<MarketConfig, 'messages'> & Partial<Pick<Market, 'pageTitles'>>,
  locale: Locale,
): Messages {
  return {
    ...coreCatalogues[locale],
    ...market.messages?.[locale],
    ...pageTitleMessages(market.pageTitles, locale),
  };
}

const cache = createIntlCache();
const intls = new WeakMap<object, Map<Locale, SiteIntl>>();

/**
 * One intl object per market and locale, built on first use; server components translate with it.
 * Settings alone give the catalogues without the titles staff published (mails to staff).
 */
export function getIntl(
  market: MarketConfig & Partial<Pick<Market, 'pageTitles'>>,
  locale: Locale,
): SiteIntl {
  let perLocale = intls.get(market);
  if (!perLocale) intls.set(market, (perLocale = new Map()));
  let intl = perLocale.get(locale);
  if (!intl) {
    const base = createIntl(
      {
        locale: localeTags[locale],
        defaultLocale: localeTags[market.locales[0]],
        messages: marketMessages(market, locale),
        onError: (error) => {
          // A missing message must fail tests and builds, not show a raw id to a visitor.
          throw error;
        },
      },
      cache,
    );
    intl = Object.assign(base, {
      t: (id: MessageId, values?: Record<string, string | number>) =>
        base.formatMessage({ id }, values),
      tm: (id: string, values?: Record<string, string | number>) =>
        base.formatMessage({ id }, values),
    });
    perLocale.set(locale, intl);
  }
  return intl;
}
