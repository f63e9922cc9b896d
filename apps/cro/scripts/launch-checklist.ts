/**
 * Operator command: the launch checklist, every sample value still in this market's facts (legal
 * data, bank accounts, mailboxes on example domains, phone numbers, and what the market marks as a
 * sample). Public pages never say "sample"; this list is where staff see what to replace.
 *
 *   pnpm --filter @medivia/<market> launch:checklist            the list
 *   pnpm --filter @medivia/<market> launch:checklist --strict   exits 1 while anything is left
 */
import { parseArgs } from 'node:util';
import { launchChecklist } from '@medivia/site-core/model';
import { market } from '../src/market';

const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false } } });
const left = launchChecklist(market);
if (left.length === 0) {
  console.log(`${market.appName}: no sample values left. Ready to launch.`);
} else {
  console.log(`${market.appName}: ${left.length} sample value(s) to replace before launch:\n`);
  for (const { path, value, why } of left) console.log(`  ${why.padEnd(16)} ${path}: ${value}`);
}
process.exit(values.strict && left.length > 0 ? 1 : 0);
