// Part of the test command: builds one market with fake server secrets in the environment (into its
// own folder, beside the regular build) and fails if any of them appears in what browsers receive:
// the client bundles (.next/static) and the prerendered pages with their flight data (.next/server/app).
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { benchMarkets, run } from './sites';

const fakeSecrets = {
  SENDGRID_API_KEY: 'SG.fake-secret-check.0123456789abcdefghijklmnopqrstuvwxyz',
  RECAPTCHA_SECRET_KEY: '6LfakeSecretCheck0000000000000000000000000',
};
const distDir = '.next-secrets-check';

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(js|html|rsc|json|meta|body|css|txt|xml)$/.test(entry.name)) yield full;
  }
}

const market = benchMarkets()[0]!;
const out = path.join(market.dir, distDir);
const nextBin = path.join(market.dir, 'node_modules/next/dist/bin/next');
await rm(out, { recursive: true, force: true });
await run(process.execPath, [nextBin, 'build'], market.dir, {
  ...fakeSecrets,
  NEXT_DIST_DIR: distDir,
  NODE_ENV: 'production',
});
const leaks: string[] = [];
let scanned = 0;
try {
  for (const root of ['static', 'server/app']) {
    for await (const file of files(path.join(out, root))) {
      scanned++;
      const text = await readFile(file, 'utf8');
      for (const [name, value] of Object.entries(fakeSecrets))
        if (text.includes(value)) leaks.push(`${name} in ${path.relative(out, file)}`);
    }
  }
} finally {
  await rm(out, { recursive: true, force: true });
}
if (!scanned) throw new Error(`No build output found in ${out}`);
if (leaks.length) {
  console.error(`Secrets reach the browser:\n${leaks.join('\n')}`);
  process.exit(1);
}
console.log(
  `${scanned} files of the ${market.code} client bundles and prerendered pages hold no server secret`,
);
console.log(`1 passed, 0 failed: secrets check`);
