import type { Locale } from '../i18n/locales';

/** A department as the form offers it: its phone and mailbox are public (the site's contact data). */
export interface ContactDepartment {
  key: string;
  name: string;
  /** The heading it is listed under in the choice (a group of the company, or a site's name). */
  group: string;
  /** Shown, with a prefilled mailto link, when the bot check cannot run and the form cannot send. */
  mail: string;
  tel: string;
}

/** What the contact overlay needs from the server render. */
export interface ContactOverlayProps {
  locale: Locale;
  /** The departments, in the order the selector lists them. */
  departments: ContactDepartment[];
  /** The contact.* messages of this locale, for the overlay's own IntlProvider. */
  messages: Record<string, string>;
  privacyHref: string;
  termsHref: string;
  /** reCAPTCHA v3 site key; absent in development, where the server skips the check. */
  recaptchaSiteKey?: string;
}
