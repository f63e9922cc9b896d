'use client';

import dynamic from 'next/dynamic';

/**
 * Every page is rendered by one catch-all route, so a client component imported statically by any
 * page would ship to all of them. Loading the wizard through next/dynamic splits it into its own
 * chunk that only the report page requests; it is still rendered on the server.
 */
export const ReportWizardIsland = dynamic(() => import('./ReportWizard').then((m) => m.ReportWizard));
