import type { Locale } from '../../../i18n/locales';
import type { MarketConfig } from '../../../market/types';
import { careersCopySchema, type CareersCopy } from '../schema';
import { localizedContent } from '../load';
import bs from './bs';
import en from './en';
import hr from './hr';
import sl from './sl';

export const careersModules = { hr, sl, bs, en };
export const careersCopy = localizedContent('careers', careersCopySchema, careersModules);

/** The careers page's copy in a locale, as HR publish it in the back office (none: undefined). */
export const careersCopyIn = (
  market: Pick<MarketConfig, 'careersCopy'>,
  locale: Locale,
): CareersCopy | undefined => market.careersCopy?.[locale];
