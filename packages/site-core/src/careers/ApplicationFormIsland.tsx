'use client';

import dynamic from 'next/dynamic';

/**
 * Every page is rendered by one catch-all route, so a client component imported statically by any
 * page would ship to all of them (see report/ui/ReportStartIsland). Through next/dynamic the
 * application form is its own chunk that only job pages request; it is still rendered on the server,
 * so the form works before and without scripts.
 */
export const ApplicationFormIsland = dynamic(() =>
  import('./ApplicationForm').then((m) => m.ApplicationForm),
);
