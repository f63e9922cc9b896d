'use client';

import { enhanceOnInteraction } from '@medivia/ui/EnhanceOnInteraction';
import { loadDraft } from './draftStorage';
import { startKindParam } from './startKind';

/**
 * Every page is rendered by one catch-all route, so a client component imported statically by any
 * page would ship to all of them. The report's start screen is therefore its own chunk, which only
 * the report page requests, and not even at load: it is rendered on the server (the start form works
 * without scripts) and its code is fetched on the visitor's first interaction, or at once when the
 * wizard must open by itself (a draft to resume, or Start pressed before the page had its scripts,
 * which reloaded it with ?report-kind=…). The wizard itself is a further chunk, fetched by the start
 * screen (ReportStart).
 */
export const ReportStartIsland = enhanceOnInteraction(
  () => import('./ReportStart').then((m) => m.ReportStart),
  {
    loadAtOnce: () =>
      loadDraft() !== undefined || new URLSearchParams(window.location.search).has(startKindParam),
  },
);
