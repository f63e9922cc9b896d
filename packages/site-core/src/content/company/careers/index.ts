import type { Locale } from '../../../i18n/locales';
import type { Market } from '../../../market/types';
import type { CareersCopy } from '../../../schema/company';

/** The careers page's copy in a locale, as HR publish it in the back office (none: undefined). */
export const careersCopyIn = (
  market: Pick<Market, 'careersCopy'>,
  locale: Locale,
): CareersCopy | undefined => market.careersCopy?.[locale];
