import { sessionStore } from './sessionStore';

/*
 * The web font (Inter, self-hosted by @medivia/ui) never replaces the text a visitor is reading. The
 * first page of a visit is shown from start to end in the metric-matched local fallback ('Inter
 * Fallback' in ui's base.css); the font loads after hydration and is used from the next page on.
 *
 * Why: on a first visit the 130 kB of font files would otherwise sit on the critical path of every
 * page (Lighthouse counts them in FCP and LCP). And switching faces on the open page moves text: the
 * fallback takes almost the same space, but "almost" is enough to wrap a line one word earlier, and a
 * wrapped line pushes down everything below it (a webinar's date line did, by 30 px: CLS 0.076).
 * So the switch waits for the visitor to leave the page: a full load of the next page starts with the
 * font (the head script below), and a client navigation switches it on in the click that starts it,
 * when the page is about to be replaced and a browser counts no layout shift. It is the bargain of
 * font-display: optional, kept for the whole first page instead of its first 100 ms.
 */

/** On <html> while the web font may be used; site.css keeps the fallback stack without it. */
export const webFontAttribute = 'data-webfont';
export const webFontStorageKey = 'medivia:webfont';

/** The family of ui's @font-face rules and a sample with the letters of both of its subsets. */
const family = '"Inter Variable"';
const sample = 'Aa čćđšž ČĆĐŠŽ';

/**
 * Inline in <head>, before the body is parsed: a page opened later in the same visit uses the font
 * from its first paint. A constant text, allowed by the CSP through its sha256 hash.
 */
export const webFontBootScript =
  `try{if(sessionStorage.getItem(${JSON.stringify(webFontStorageKey)}))` +
  `document.documentElement.setAttribute(${JSON.stringify(webFontAttribute)},'')}catch(e){}`;

/**
 * Loads the regular and bold faces (one variable file per subset) and remembers them for the session.
 * Resolves true once the font can be switched on; a font that fails to load leaves the fallback,
 * which is fine.
 */
export async function loadWebFont(
  doc: Document = document,
  storage: Pick<Storage, 'setItem'> | null = sessionStore(),
) {
  if (doc.documentElement.hasAttribute(webFontAttribute) || !doc.fonts) return false;
  try {
    const faces = await doc.fonts.load(`400 1em ${family}`, sample);
    if (faces.length === 0) return false;
  } catch {
    return false;
  }
  try {
    storage?.setItem(webFontStorageKey, '1');
  } catch {
    // Storage full or forbidden: the next full page load fetches the font again, from the HTTP cache.
  }
  return true;
}

/** Switches the loaded font on: called as the visitor leaves the page by a client navigation. */
export function switchToWebFont(doc: Document = document) {
  doc.documentElement.setAttribute(webFontAttribute, '');
}
