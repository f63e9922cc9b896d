// Part of the test command: `pnpm audit --audit-level high` must find no high or critical advisory.
// The advisory database is on the npm registry; when it cannot be reached (an offline machine),
// the check says so and passes, because a network outage is not a finding about our dependencies.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './sites';

const audit = spawnSync('pnpm', ['audit', '--audit-level', 'high', '--json'], {
  cwd: repoRoot,
  encoding: 'utf8',
  timeout: 120_000,
});
const output = `${audit.stdout ?? ''}${audit.stderr ?? ''}`;
let report:
  { metadata?: { vulnerabilities?: Record<string, number> }; error?: unknown } | undefined;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  if (
    /ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|network|fetch failed|ERR_PNPM_AUDIT_BAD_RESPONSE/i.test(
      output,
    ) ||
    audit.error
  ) {
    console.log(
      `pnpm audit could not reach the advisory database; NOT CHECKED (network): ${output.slice(0, 300).trim()}`,
    );
    process.exit(0);
  }
  console.error(`pnpm audit gave no report:\n${output.slice(0, 2000)}`);
  process.exit(1);
}
const summary = Object.entries(counts)
  .map(([level, n]) => `${level} ${n}`)
  .join(', ');
if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
  console.error(
    `pnpm audit: ${summary}. Run \`pnpm audit --audit-level high\` for the advisories.`,
  );
  process.exit(1);
}
console.log(`pnpm audit: ${summary}`);
console.log(`1 passed, 0 failed: dependency audit (no high or critical advisory)`);
