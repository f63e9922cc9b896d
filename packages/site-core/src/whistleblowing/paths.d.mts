import type { Locale } from '../i18n/locales';

export declare const whistleblowingPaths: Readonly<Record<Locale, string>>;
export declare function whistleblowingHref(locale: Locale, defaultLocale: string): string;
export declare function whistleblowingPageRoute(locale: string): string;
