import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HumanReport } from '../schema';
import { ReportStore } from '../store/reportStore';
import type { StoredReport } from '../store/types';
import { icsrXml, type IcsrOptions, type IcsrSender } from './e2b';
import { exportReport, type ExportOptions } from './exportReports';

/*
 * The operator export as files: one ICH E2B(R3) XML file per human report, ready for the
 * pharmacovigilance team's gateway, and one JSON file per veterinary report with its VICH GL42
 * element names (VICH's XML is not produced here).
 */

export interface ReportFilesOptions extends ExportOptions, IcsrOptions {
  /** The folder the files are written to; created when missing. */
  out: string;
  /** The market's company, the sender of each ICSR. */
  sender: IcsrSender;
}

export interface WrittenReportFile {
  reference: string;
  kind: StoredReport['kind'];
  file: string;
}

/** A file name from a reference (NUS-2026-000001): nothing but letters, digits, dots and dashes. */
const fileStem = (reference: string) => reference.replace(/[^A-Za-z0-9.-]/g, '_');

/** Writes every stored report (received on or after `since`) into `out`; answers what it wrote. */
export async function writeReportFiles(
  dataDir: string,
  options: ReportFilesOptions,
): Promise<WrittenReportFile[]> {
  const store = await ReportStore.openForReading({ dataDir, databaseUrl: options.databaseUrl });
  let reports: StoredReport[];
  try {
    reports = (await store.list()).filter(
      (stored) => !options.since || stored.receivedAt >= options.since,
    );
  } finally {
    await store.close();
  }
  mkdirSync(options.out, { recursive: true });
  const now = options.now ?? new Date();
  return reports.map((stored) => {
    const human = stored.kind === 'human';
    const file = path.join(options.out, `${fileStem(stored.reference)}.${human ? 'xml' : 'json'}`);
    writeFileSync(
      file,
      human
        ? icsrXml(stored as StoredReport & { report: HumanReport }, options.sender, {
            now,
            receiver: options.receiver,
          })
        : `${JSON.stringify(exportReport(stored), null, 2)}\n`,
    );
    return { reference: stored.reference, kind: stored.kind, file };
  });
}
