// Release check: packs @medivia/ui and @medivia/site-core as they would be published, installs the two
// tarballs into a scratch Next.js app outside the workspace and builds a page that renders a ui
// component and reads site-core's route table, with next.config from site-core's withMarketRouting.
// A release that only works inside the monorepo (a missing file, an export that points nowhere, a
// workspace: range left in) fails here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const fromApp = createRequire(path.join(root, 'apps/cro/package.json'));
const versionOf = (name) => fromApp(`${name}/package.json`).version;
const scratch = mkdtempSync(path.join(tmpdir(), 'medivia-release-'));
const keep = process.argv.includes('--keep');

const run = (command, args, cwd) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok  ${message}`);
}

/** Packs one package into the scratch folder and returns the tarball's path and file list. */
function pack(folder) {
  const before = new Set(readdirSync(scratch));
  run('pnpm', ['pack', '--pack-destination', scratch], path.join(root, folder));
  const tarball = readdirSync(scratch).find((name) => !before.has(name) && name.endsWith('.tgz'));
  const file = path.join(scratch, tarball);
  return { file, entries: run('tar', ['-tzf', file], scratch).trim().split('\n') };
}

function writeApp(ui, siteCore) {
  const app = path.join(scratch, 'app');
  mkdirSync(path.join(app, 'app'), { recursive: true });
  const tarballs = {
    '@medivia/ui': `file:${ui.file}`,
    '@medivia/site-core': `file:${siteCore.file}`,
  };
  const manifest = {
    name: 'medivia-release-check',
    private: true,
    type: 'module',
    dependencies: {
      ...tarballs,
      next: versionOf('next'),
      react: versionOf('react'),
      'react-dom': versionOf('react-dom'),
    },
    // site-core depends on @medivia/ui by version; the registry does not have this release yet.
    pnpm: {
      overrides: { '@medivia/ui': tarballs['@medivia/ui'] },
      onlyBuiltDependencies: ['better-sqlite3'],
    },
  };
  writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(
    path.join(app, 'next.config.mjs'),
    `import { withMarketRouting } from '@medivia/site-core/next-config';\n` +
      `export default withMarketRouting({ defaultLocale: 'hr', locales: ['hr', 'en'] });\n`,
  );
  writeFileSync(
    path.join(app, 'app/layout.jsx'),
    `import '@medivia/ui/tokens.css';\nimport '@medivia/ui/base.css';\n` +
      `export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
  );
  writeFileSync(
    path.join(app, 'app/page.jsx'),
    `import { Button } from '@medivia/ui/Button';\nimport { routeTable } from '@medivia/site-core';\n` +
      `export default function Page() {\n` +
      `  return <main><Button type="button">Packed button</Button>` +
      `<p>{Object.keys(routeTable).length} packed routes</p></main>;\n}\n`,
  );
  return app;
}

try {
  const started = Date.now();
  const ui = pack('packages/ui');
  const siteCore = pack('packages/site-core');
  for (const { file, entries } of [ui, siteCore]) {
    const name = path.basename(file);
    check(entries.includes('package/CHANGELOG.md'), `${name} carries its CHANGELOG.md`);
    const strays = entries.filter((entry) => /\.(test|stories)\.[jt]sx?$/.test(entry));
    check(
      strays.length === 0,
      `${name} has no tests or stories (${strays.slice(0, 3).join(', ')})`,
    );
  }
  // Every entry each package's exports map names (ui lists its components one by one) is packed.
  for (const [folder, { file, entries }] of [
    ['packages/ui', ui],
    ['packages/site-core', siteCore],
  ]) {
    const { exports } = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    const targets = Object.values(exports).flatMap((target) =>
      typeof target === 'string' ? [target] : Object.values(target),
    );
    const missing = targets.filter(
      (target) => !entries.includes(`package/${target.replace(/^\.\//, '')}`),
    );
    check(
      missing.length === 0,
      `${path.basename(file)} packs every exported entry (missing: ${missing.join(', ')})`,
    );
  }
  const coreManifest = JSON.parse(
    run('tar', ['-xOzf', siteCore.file, 'package/package.json'], scratch),
  );
  check(
    !JSON.stringify(coreManifest.dependencies).includes('workspace:'),
    `@medivia/site-core depends on @medivia/ui ${coreManifest.dependencies['@medivia/ui']}, not a workspace range`,
  );

  const app = writeApp(ui, siteCore);
  run(
    'pnpm',
    ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'],
    app,
  );
  run('pnpm', ['exec', 'next', 'build'], app);
  const html = readFileSync(path.join(app, '.next/server/app/index.html'), 'utf8');
  check(html.includes('Packed button'), 'the scratch app prerendered a @medivia/ui Button');
  const routes = Number(/(\d+)(?:<!-- -->)? packed routes/.exec(html)?.[1]);
  check(routes > 10, `the scratch app read ${routes} routes from @medivia/site-core`);
  console.log(`release check passed in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  console.error(`release check: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`scratch app kept in ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
