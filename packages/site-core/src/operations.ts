/**
 * Entry `@medivia/site-core/operations`: the operator commands of every market app, run by tsx from
 * the app's `scripts/operate.ts` (`pnpm --filter @medivia/<market> <command> ...`). Plain Node: no
 * Next, no React. Each command prints what it did and resolves to its exit code; DATA_DIR is read as
 * the server reads it (default .data/ in the app).
 *
 *   data:backup <folder>         a backup of DATA_DIR, taken while the site runs
 *   data:restore <backup>        puts a backup back, for a stopped site
 *   applications:purge           removes job applications past their retention date
 *   launch:checklist [--strict]  the sample values still in the market's facts
 */
import { unwrittenPagesOf } from './site/writtenPagesOnly';
import { callerFolder, getEnv } from './env';
import { siteStateOf, type PublishedContent } from './routing/siteState';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChecklist, missingContent } from './market/launchChecklist';
import type { MarketConfig } from './market/types';
import type { SeededMarket } from './seed/marketSeed';
import { dataDirectory, purgeApplications } from './reports';
import { backupDataDir, restoreDataDir } from './report/store/dataBackup';
import { REPORT_STORE_FILE } from './report/store/reportStore';

export const operatorCommands = [
  'data:backup',
  'data:restore',
  'applications:purge',
  'launch:checklist',
] as const;
export type OperatorCommand = (typeof operatorCommands)[number];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** pnpm runs scripts in the app's folder: a relative folder is taken from where pnpm was called. */
const fromCaller = (folder: string) => path.resolve(callerFolder(), folder);

async function dataBackup(market: MarketConfig, [target]: string[]): Promise<number> {
  if (!target) {
    console.error(`Usage: pnpm --filter @medivia/${market.market} data:backup <backup folder>`);
    return 2;
  }
  try {
    const dataDir = dataDirectory();
    const backup = await backupDataDir(dataDir, fromCaller(target));
    console.log(`Backed up ${dataDir} to ${backup.folder}`);
    for (const line of backup.lines) console.log(`  ${line}`);
    return 0;
  } catch (error) {
    console.error(`The backup failed: ${messageOf(error)}`);
    return 1;
  }
}

function dataRestore(market: MarketConfig, [backup]: string[]): number {
  if (!backup) {
    console.error(
      `Usage: pnpm --filter @medivia/${market.market} data:restore <backup folder>/<UTC time>`,
    );
    return 2;
  }
  console.log('Restore is for a stopped site: no server may be running on this DATA_DIR.');
  try {
    const restore = restoreDataDir(fromCaller(backup), dataDirectory());
    for (const line of restore.lines) console.log(line);
    console.log(
      'Start the site now.' +
        (restore.movedAside
          ? ` Once it runs as it should, ${restore.movedAside} can be deleted.`
          : ''),
    );
    return 0;
  } catch (error) {
    console.error(`The restore failed: ${messageOf(error)}`);
    return 1;
  }
}

async function applicationsPurge(): Promise<number> {
  const dataDir = dataDirectory();
  const shared = getEnv().DATABASE_URL?.startsWith('postgres');
  if (!shared && !existsSync(path.join(dataDir, REPORT_STORE_FILE))) {
    console.log(`No applications stored under ${dataDir}: nothing to remove.`);
    return 0;
  }
  try {
    const removed = await purgeApplications(dataDir);
    console.log(
      removed.length
        ? `Removed ${removed.length} application(s) past their retention date: ${removed.join(', ')}`
        : 'No application is past its retention date.',
    );
    return 0;
  } catch (error) {
    console.error(`Could not remove old applications: ${messageOf(error)}`);
    return 1;
  }
}

async function launchChecklistCommand(
  config: SeededMarket,
  argv: string[],
  published?: () => Promise<PublishedContent>,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { strict: { type: 'boolean', default: false } },
  });
  // The mailboxes and the rest as the back office holds them now, where the app can read it.
  const state = published ? siteStateOf(config, await published()) : undefined;
  const market = state?.market ?? config;
  const left = launchChecklist(market, config);
  // Pages staff unpublished (or whose copy is missing) answer 404 until they publish them again.
  const unwritten = state ? unwrittenPagesOf(state) : [];
  for (const { route, locales } of unwritten) {
    console.log(`  not shown        page ${route}: no published copy in ${locales.join(', ')}`);
  }
  // What pages quote but the back office has not published: they show nothing there.
  const missing = state ? missingContent(state.market) : [];
  for (const { what, locales } of missing) {
    console.log(`  not published    ${what}${locales ? ` in ${locales.join(', ')}` : ''}`);
  }
  if (left.length === 0) {
    console.log(`${market.appName}: no sample values left. Ready to launch.`);
    return values.strict && (unwritten.length || missing.length) ? 1 : 0;
  }
  console.log(`${market.appName}: ${left.length} sample value(s) to replace before launch:\n`);
  for (const { path: where, value, why } of left) {
    console.log(`  ${why.padEnd(16)} ${where}: ${value}`);
  }
  return values.strict ? 1 : 0;
}

export interface OperatorOptions {
  /** What the back office has published (the launch checklist reads its department directory). */
  published?: () => Promise<PublishedContent>;
}

/** Runs one operator command for a market; resolves to the process's exit code. */
export async function runOperatorCommand(
  market: SeededMarket,
  [command, ...args]: string[],
  options: OperatorOptions = {},
): Promise<number> {
  switch (command as OperatorCommand) {
    case 'data:backup':
      return dataBackup(market, args);
    case 'data:restore':
      return dataRestore(market, args);
    case 'applications:purge':
      return applicationsPurge();
    case 'launch:checklist':
      return launchChecklistCommand(market, args, options.published);
    default:
      console.error(`Unknown command ${command}; one of: ${operatorCommands.join(', ')}`);
      return 2;
  }
}
