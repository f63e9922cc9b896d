import { getEnv } from '../env';
import { featureMessages } from '../i18n/catalogue';
import { marketMessages, type SiteIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { Market } from '../market/types';
import type { Router } from '../routing/router';
import { contactDirectory } from './directory';
import type { ContactOverlayProps } from './types';

/** What the contact form needs from the server render, for the overlay and the contact page alike. */
export function contactFormProps(
  market: Market,
  router: Router,
  intl: SiteIntl,
  locale: Locale,
): ContactOverlayProps {
  return {
    locale,
    // Only the departments a visitor would ask first; the contact page's directory lists the rest.
    departments: contactDirectory(market, intl, locale, { offeredOnly: true }).flatMap((section) =>
      section.entries.map(({ key, name, mail, tel }) => ({
        key,
        name,
        group: section.title,
        mail,
        tel,
      })),
    ),
    messages: featureMessages(marketMessages(market, locale), 'contact.'),
    privacyHref: router.href('privacyPolicy', locale),
    termsHref: router.href('termsOfUse', locale),
    recaptchaSiteKey: getEnv().NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
  };
}
