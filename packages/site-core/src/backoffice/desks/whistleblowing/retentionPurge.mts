import type { WhistleblowingSettings } from '../../../market/types';
import type { WhistleblowingStore } from '../../../whistleblowing/store';

/*
 * The channel's retention purge: every hour each process that runs the back office's jobs deletes
 * the cases closed longer ago than the market's retention (the purge is idempotent, and each case
 * goes in one transaction, so two processes at once delete it once). A content-free line stays for
 * the yearly statistics.
 */

const HOUR_MS = 60 * 60 * 1000;
const STARTED = Symbol.for('medivia.whistleblowing.retentionPurge');
type Holder = { [STARTED]?: Set<string> };

export interface WhistleblowingPurgeOptions {
  market: string;
  store: () => Promise<WhistleblowingStore>;
  settings: () => Promise<WhistleblowingSettings | undefined>;
  everyMs?: number;
}

export function startWhistleblowingPurge(options: WhistleblowingPurgeOptions): void {
  const started = ((globalThis as Holder)[STARTED] ??= new Set());
  if (started.has(options.market)) return;
  started.add(options.market);
  const look = async () => {
    try {
      const settings = await options.settings();
      if (!settings) return;
      const purged = await (await options.store()).purge(options.market, settings);
      // A count only: not even references of a whistleblowing case reach a log line.
      if (purged) console.log(`[wb desk] retention purge deleted ${purged} closed case(s)`);
    } catch (error) {
      console.error(
        '[wb desk] the retention purge failed; it retries within the hour:',
        (error as Error).name,
      );
    }
  };
  setTimeout(() => void look(), 5_000).unref();
  setInterval(() => void look(), options.everyMs ?? HOUR_MS).unref();
}
