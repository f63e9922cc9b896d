import { consentAnswerScript } from '../consent/consentAnswer';
import { consentBootScript } from '../consent/consentBoot';
import { consentDefaultsScript } from '../consent/consentMode';
import { earlyClickScript } from '../platform/earlyClicks';
import { webFontBootScript } from '../runtime/webFont';
import { seamFlags } from '../platform/seamFlags.mjs';

/**
 * The inline scripts of the root layout's <head>, in order, in one list: the layout renders them
 * (HeadScripts) and the dynamic pages' CSP hashes them (cspProxy), since Next puts its nonce only on
 * its own scripts. Cached pages need no list: the page cache hashes every inline script it finds.
 */
export const headScripts = [
  // First, so no Google tag can ever run before the denied defaults.
  { id: 'consent-mode-defaults', text: consentDefaultsScript },
  // Before the body is parsed, so the cookie banner and the web font are in the first paint.
  { id: 'consent-boot', text: consentBootScript },
  // Stores the banner's answer on the click, before the page's scripts have arrived.
  { id: 'consent-answer', text: consentAnswerScript },
  { id: 'webfont-boot', text: webFontBootScript },
  // Keeps a click on Contact made before the page's scripts have run. Without it
  // (SITE_EARLY_CLICKS=off) nothing is kept, so the hydrated runtime has nothing to replay.
  ...(seamFlags().earlyClicks ? [{ id: 'early-click', text: earlyClickScript } as const] : []),
];
