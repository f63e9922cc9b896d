/*
 * Clicks made before hydration. The page's scripts start after the first paint (scriptsAfterPaint),
 * so on a slow phone a visitor can press "Contact" before React has attached any handler; without
 * help that click would simply be lost. A head script keeps the last such click on <html>, and the
 * hydrated runtime clicks the same button again. (The cookie banner's answers need no replay: a head
 * script of their own, consent/consentAnswer.ts, stores them on the click.)
 */

/** On a button whose click is worth keeping; the button also needs an id that is stable across hydration. */
export const replayClickAttribute = 'data-replay-click';
/** Spread on such a button: `<Button id={…} {...replayClick}>`. */
export const replayClick = { [replayClickAttribute]: '' } as const;
/** On <html>: the id of the button clicked before hydration. */
export const earlyClickAttribute = 'data-early-click';

/**
 * React marks the container it hydrates (for Next, the document) with this property prefix as soon as
 * it listens to events. From then on React handles every click itself, replaying clicks on parts it
 * has not hydrated yet; keeping such a click too would answer it twice. (A marker of React's since
 * version 17; if it ever changes, clicks are kept and replayed twice, not lost.)
 */
export const reactListeningPrefix = '_reactListening';

/**
 * Inline in <head>: a constant text, allowed by the CSP through its sha256 hash. The listener takes
 * itself off at the first click after React listens, so later clicks of the visit cost nothing.
 */
export const earlyClickScript =
  "document.addEventListener('click',function keep(e){var d=document;" +
  `if(Object.keys(d).some(function(k){return k.indexOf(${JSON.stringify(reactListeningPrefix)})===0}))return d.removeEventListener('click',keep);` +
  `var b=e.target&&e.target.closest&&e.target.closest('[${replayClickAttribute}][id]');` +
  `if(b)d.documentElement.setAttribute(${JSON.stringify(earlyClickAttribute)},b.id)})`;

/**
 * Called by the hydrated runtime: clicks the kept button again, once, after every island's effects
 * of this first commit have run (so their state is ready).
 */
export function replayEarlyClick(root: HTMLElement = document.documentElement) {
  const id = root.getAttribute(earlyClickAttribute);
  root.removeAttribute(earlyClickAttribute);
  if (!id) return;
  setTimeout(() => root.ownerDocument.getElementById(id)?.click(), 0);
}
