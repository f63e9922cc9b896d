// Part of the test command: fails if a server secret given to a build appears in what browsers receive:
// the client bundles (.next/static) and the prerendered pages with their flight data (.next/server/app).
// `pnpm test` builds every app once with stand-in secrets in the environment and marks those builds
// (`--mark`, right after the build); this scans each marked build. A market with no marked build (the
// check run on its own, `pnpm test:quality`) is built with the stand-ins into a folder of its own, as
// before the test command built once: the first market only, to keep that run short.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { benchMarkets, run, type BenchMarket } from './sites';
import { fakeSecrets, secretsCheckMark } from './fakeSecrets.mjs';

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(js|html|rsc|json|meta|body|css|txt|xml)$/.test(entry.name)) yield full;
  }
}

const buildIdOf = (distDir: string) =>
  readFile(path.join(distDir, 'BUILD_ID'), 'utf8').then(
    (id) => id.trim(),
    () => undefined,
  );

/** Whether the market's regular build is the one made with the stand-in secrets (its mark names it). */
async function markedBuild(market: BenchMarket): Promise<string | undefined> {
  const distDir = path.join(market.dir, '.next');
  const mark = await readFile(path.join(distDir, secretsCheckMark), 'utf8').then(
    (text) => JSON.parse(text) as { buildId?: string },
    () => undefined,
  );
  const buildId = await buildIdOf(distDir);
  return buildId && mark?.buildId === buildId ? distDir : undefined;
}

/** Files of the build that browsers receive, and the stand-ins found in them. */
async function scan(distDir: string, market: BenchMarket) {
  const leaks: string[] = [];
  let scanned = 0;
  for (const root of ['static', 'server/app']) {
    for await (const file of files(path.join(distDir, root))) {
      scanned++;
      const text = await readFile(file, 'utf8');
      for (const [name, value] of Object.entries(fakeSecrets))
        if (text.includes(value))
          leaks.push(`${market.code}: ${name} in ${path.relative(distDir, file)}`);
    }
  }
  if (!scanned) throw new Error(`No build output found in ${distDir}`);
  return { leaks, scanned };
}

if (process.argv.includes('--mark')) {
  // Run in the build's own environment, right after it: the stand-ins must be what the build was given.
  for (const [name, value] of Object.entries(fakeSecrets))
    if (process.env[name] !== value) throw new Error(`--mark without the stand-in ${name}`);
  for (const market of benchMarkets()) {
    const distDir = path.join(market.dir, '.next');
    const buildId = await buildIdOf(distDir);
    if (!buildId) throw new Error(`No build in ${distDir} to mark`);
    await writeFile(path.join(distDir, secretsCheckMark), JSON.stringify({ buildId }));
  }
  console.log(
    `marked the builds of ${benchMarkets()
      .map((m) => m.code)
      .join(', ')} for the secrets check`,
  );
  process.exit(0);
}

const leaks: string[] = [];
let scanned = 0;
const checked: string[] = [];
for (const market of benchMarkets()) {
  const distDir = await markedBuild(market);
  if (!distDir) continue;
  const found = await scan(distDir, market);
  leaks.push(...found.leaks);
  scanned += found.scanned;
  checked.push(market.code);
}
if (!checked.length) {
  const market = benchMarkets()[0]!;
  const distDirName = '.next-secrets-check';
  const out = path.join(market.dir, distDirName);
  const nextBin = path.join(market.dir, 'node_modules/next/dist/bin/next');
  await rm(out, { recursive: true, force: true });
  await run(process.execPath, [nextBin, 'build'], market.dir, {
    ...fakeSecrets,
    NEXT_DIST_DIR: distDirName,
    NODE_ENV: 'production',
  });
  try {
    const found = await scan(out, market);
    leaks.push(...found.leaks);
    scanned += found.scanned;
    checked.push(market.code);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
if (leaks.length) {
  console.error(`Secrets reach the browser:\n${leaks.join('\n')}`);
  process.exit(1);
}
console.log(
  `${scanned} files of the ${checked.join(', ')} client bundles and prerendered pages hold no server secret`,
);
console.log(`1 passed, 0 failed: secrets check`);
