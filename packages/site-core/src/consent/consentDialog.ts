/**
 * The consent library with its styles: a separate chunk, imported only when a visitor answers the
 * banner or opens the cookie settings, so no page load downloads it by itself.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consentTheme.css';
import { dialogConfig, type ConsentCallbacks, type ConsentDialogSettings } from './dialogConfig';

let running: Promise<void> | null = null;

/** Starts the library once per page load; it records choices in its cookie and shows the preferences. */
export function runConsentDialog(
  settings: ConsentDialogSettings,
  callbacks: ConsentCallbacks,
): Promise<void> {
  running ??= CookieConsent.run(dialogConfig(settings, callbacks));
  return running;
}

export function showPreferences() {
  CookieConsent.showPreferences();
}

/** The banner's answer, recorded as if given on the library's own first layer. */
export function acceptCategories(choice: 'all' | 'necessary' | string[]) {
  CookieConsent.acceptCategory(choice === 'all' ? 'all' : choice === 'necessary' ? [] : choice);
}
