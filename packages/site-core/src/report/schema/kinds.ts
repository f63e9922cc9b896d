/*
 * The kinds of report, apart from the schema: the report page's start screen and the draft check
 * need them before the wizard loads, and must not pull zod into the page's first code.
 */
export const reportKinds = ['human', 'veterinary'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** A kind read from outside the wizard's own state (a stored draft, the address, the DOM). */
export const isReportKind = (value: unknown): value is ReportKind =>
  (reportKinds as readonly unknown[]).includes(value);
