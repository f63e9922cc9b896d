import type { HumanReport, VeterinaryReport } from '../schema';
import { ReportStore } from '../store/reportStore';
import type { StoredReport } from '../store/types';
import { toE2b } from './e2bMapping';
import { toVich } from './vichMapping';

/** One stored report in the export: its standard's elements plus what the store knows about it. */
export function exportReport(stored: StoredReport) {
  const mapped =
    stored.kind === 'human'
      ? toE2b(stored as StoredReport & { report: HumanReport })
      : toVich(stored as StoredReport & { report: VeterinaryReport });
  return {
    reference: stored.reference,
    kind: stored.kind,
    ...mapped,
    record: {
      market: stored.market,
      locale: stored.locale,
      receivedAt: stored.receivedAt,
      needsReview: stored.needsReview,
      botCheck: stored.botCheck,
      mails: stored.mails,
    },
  };
}

export interface ExportOptions {
  /** Only reports received on or after this ISO date or timestamp. */
  since?: string;
  /** DATABASE_URL: a postgres:// URL reads the store shared by the market's instances. */
  databaseUrl?: string;
}

/**
 * Every stored report, oldest first. Opens the store read-only, so an export can run beside the
 * live server without taking its write lock or creating a store where there is none.
 */
export async function exportReports(dataDir: string, options: ExportOptions = {}) {
  const store = await ReportStore.openForReading({ dataDir, databaseUrl: options.databaseUrl });
  try {
    return (await store.list())
      .filter((stored) => !options.since || stored.receivedAt >= options.since)
      .map(exportReport);
  } finally {
    await store.close();
  }
}
