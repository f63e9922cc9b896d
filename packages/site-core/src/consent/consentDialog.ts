/**
 * The consent library with its styles: a separate chunk, imported only when a visitor has no valid
 * choice yet or opens the cookie settings, so returning visitors never download it.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consentTheme.css';
import { dialogConfig, type ConsentCallbacks, type ConsentDialogSettings } from './dialogConfig';

let running: Promise<void> | null = null;

/** Starts the library once per page load; it shows the first layer by itself when there is no valid choice. */
export function runConsentDialog(settings: ConsentDialogSettings, callbacks: ConsentCallbacks): Promise<void> {
  running ??= CookieConsent.run(dialogConfig(settings, callbacks));
  return running;
}

export function showPreferences() {
  CookieConsent.showPreferences();
}
