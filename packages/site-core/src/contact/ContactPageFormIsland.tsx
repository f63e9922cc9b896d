'use client';

import dynamic from 'next/dynamic';

/**
 * The contact page's form as its own chunk, requested by the contact page only: imported statically
 * it would ship to every page of the catch-all route (see report/ui/ReportStartIsland). Still
 * rendered on the server, so the form is there before and without scripts.
 */
export const ContactPageFormIsland = dynamic(() =>
  import('./ContactPageForm').then((m) => m.ContactPageForm),
);
