import type { SiteIntl } from '../../../i18n/intl';
import type { Locale } from '../../../i18n/locales';
import type { Market } from '../../../market/types';
import type { HomeCopy } from '../../../schema/company';

/**
 * The home page's text as site-core writes it, in the locale's catalogue (messages/<locale>.json,
 * with the market's overrides): the seed of the back office's *Home page*, and what the page shows
 * in a locale staff never filled in.
 */
export const homeCopyFromMessages = (intl: SiteIntl): HomeCopy => ({
  heroTitle: intl.t('home.heroTitle'),
  heroText: intl.t('home.heroText'),
  departmentsIntro: intl.t('home.departmentsIntro'),
  servicesIntro: intl.t('home.servicesIntro'),
  qualityText: intl.t('home.qualityText'),
  reportText: intl.t('home.reportText'),
});

/** The home page's text in a locale, as staff publish it (none: undefined). */
export const homeCopyIn = ({
  market,
  locale,
}: {
  market: Pick<Market, 'homeCopy'>;
  locale: Locale;
}): HomeCopy | undefined => market.homeCopy?.[locale];
