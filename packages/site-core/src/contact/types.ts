import type { Locale } from '../i18n/locales';

/** What the contact overlay needs from the server render: names only, never a mailbox. */
export interface ContactOverlayProps {
  locale: Locale;
  /** Department keys with their display names, in the order the selector lists them. */
  departments: { key: string; name: string }[];
  /** The contact.* messages of this locale, for the overlay's own IntlProvider. */
  messages: Record<string, string>;
  privacyHref: string;
  termsHref: string;
  /** reCAPTCHA v3 site key; absent in development, where the server skips the check. */
  recaptchaSiteKey?: string;
}
