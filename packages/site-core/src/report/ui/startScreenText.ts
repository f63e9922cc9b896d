/*
 * Plain data, not a client module: the report page (a server component) translates these texts, and
 * the wizard does the same on the client when a visitor goes back to the start.
 */

const startScreenIds = [
  'report.start.title',
  'report.start.intro',
  'report.start.emergency',
  'report.start.requiredNote',
  'report.start.kindLegend',
  'report.required',
  'report.error.required',
  'report.start.kind.human',
  'report.start.kind.humanHint',
  'report.start.kind.veterinary',
  'report.start.kind.veterinaryHint',
  'report.start.draftNote',
  'report.action.start',
] as const;

/** The start screen's texts, already translated: it is shown before the wizard and its catalogue load. */
export type StartScreenText = Record<(typeof startScreenIds)[number], string>;

/** Translates the start screen's texts with the server's intl or the wizard's. */
export function startScreenText(
  t: (id: (typeof startScreenIds)[number]) => string,
): StartScreenText {
  return Object.fromEntries(startScreenIds.map((id) => [id, t(id)])) as StartScreenText;
}
