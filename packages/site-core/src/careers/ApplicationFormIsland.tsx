'use client';

import { enhanceOnInteraction } from '@medivia/ui/EnhanceOnInteraction';

/**
 * The application form of a job opening. Every page is rendered by one catch-all route, so a client
 * component imported statically by any page would ship to all of them (see report/ui/
 * ReportStartIsland). The form is rendered on the server, so it works before and without scripts;
 * its code (react-hook-form, zod, the messages, the CV checks) is fetched when the visitor first
 * points at, focuses or types in it, not with the page.
 */
export const ApplicationFormIsland = enhanceOnInteraction(() =>
  import('./ApplicationForm').then((m) => m.ApplicationForm),
);
