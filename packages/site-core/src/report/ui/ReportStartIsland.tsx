'use client';

import dynamic from 'next/dynamic';

/**
 * Every page is rendered by one catch-all route, so a client component imported statically by any
 * page would ship to all of them. Loading the report's start screen through next/dynamic splits it
 * into its own chunk that only the report page requests; it is still rendered on the server. The
 * wizard itself is a further chunk, fetched by the start screen (ReportStart).
 */
export const ReportStartIsland = dynamic(() => import('./ReportStart').then((m) => m.ReportStart));
