import type { Locale } from '../../../i18n/locales';
import type { MarketConfig } from '../../../market/types';
import { aboutCopySchema, type AboutCopy } from '../schema';
import { localizedContent } from '../load';
import bs from './bs';
import en from './en';
import hr from './hr';
import sl from './sl';

export const aboutModules = { hr, sl, bs, en };
export const aboutCopy = localizedContent('about', aboutCopySchema, aboutModules);

/** The about page's copy in a locale, as staff publish it in the back office (none: undefined). */
export const aboutCopyIn = (
  market: Pick<MarketConfig, 'aboutCopy'>,
  locale: Locale,
): AboutCopy | undefined => market.aboutCopy?.[locale];
