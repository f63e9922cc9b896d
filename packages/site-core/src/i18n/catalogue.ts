import type { Locale } from './locales';
import type { Messages } from '../market/types';
import en from '../../messages/en.json';
import hr from '../../messages/hr.json';
import sl from '../../messages/sl.json';
import bs from '../../messages/bs.json';
import contactEn from '../../messages/contact/en.json';
import contactHr from '../../messages/contact/hr.json';
import contactSl from '../../messages/contact/sl.json';
import contactBs from '../../messages/contact/bs.json';
import reportEn from '../../messages/report/en.json';
import reportHr from '../../messages/report/hr.json';
import reportSl from '../../messages/report/sl.json';
import reportBs from '../../messages/report/bs.json';
import contentEn from '../../messages/content/en.json';
import contentHr from '../../messages/content/hr.json';
import contentSl from '../../messages/content/sl.json';
import contentBs from '../../messages/content/bs.json';
import consentEn from '../../messages/consent/en.json';
import consentHr from '../../messages/consent/hr.json';
import consentSl from '../../messages/consent/sl.json';
import consentBs from '../../messages/consent/bs.json';
import searchEn from '../../messages/search/en.json';
import searchHr from '../../messages/search/hr.json';
import searchSl from '../../messages/search/sl.json';
import searchBs from '../../messages/search/bs.json';
import careersEn from '../../messages/careers/en.json';
import careersHr from '../../messages/careers/hr.json';
import careersSl from '../../messages/careers/sl.json';
import careersBs from '../../messages/careers/bs.json';

/**
 * One catalogue per locale, kept in a file per feature (shell, contact form, report wizard, page
 * content) so features grow without touching each other's files. Ids are prefixed by feature.
 */
const english = {
  ...en,
  ...contactEn,
  ...reportEn,
  ...contentEn,
  ...consentEn,
  ...searchEn,
  ...careersEn,
};

/** Message ids are typed from the English catalogue, which every other catalogue must match key for key. */
export type MessageId = keyof typeof english;

export const coreCatalogues: Record<Locale, Messages> = {
  en: english,
  hr: {
    ...hr,
    ...contactHr,
    ...reportHr,
    ...contentHr,
    ...consentHr,
    ...searchHr,
    ...careersHr,
  },
  sl: {
    ...sl,
    ...contactSl,
    ...reportSl,
    ...contentSl,
    ...consentSl,
    ...searchSl,
    ...careersSl,
  },
  bs: {
    ...bs,
    ...contactBs,
    ...reportBs,
    ...contentBs,
    ...consentBs,
    ...searchBs,
    ...careersBs,
  },
};

/**
 * The messages of one feature (ids starting with `prefix`), for a client island's IntlProvider.
 * The feature's mail texts (`<prefix>mail.`) are left out: mails are written on the server, and the
 * texts would only weigh down every page that carries the island.
 */
export function featureMessages(messages: Messages, prefix: string): Messages {
  const mail = `${prefix}mail.`;
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => id.startsWith(prefix) && !id.startsWith(mail)),
  );
}
