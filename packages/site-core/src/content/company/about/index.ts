import type { Locale } from '../../../i18n/locales';
import type { Market } from '../../../market/types';
import type { AboutCopy } from '../../../schema/company';

/** The about page's copy in a locale, as staff publish it in the back office (none: undefined). */
export const aboutCopyIn = (
  market: Pick<Market, 'aboutCopy'>,
  locale: Locale,
): AboutCopy | undefined => market.aboutCopy?.[locale];
