/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The layer check is the dependency-cruiser CLI with the package's config, run as `pnpm lint` runs it.
const packageRoot = path.resolve(__dirname, '../..');
const config = path.join(packageRoot, '.dependency-cruiser.cjs');
// Its package exports no bin path, so the script is found where pnpm links the package.
const depcruise = path.join(
  packageRoot,
  'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
);

interface Violation {
  rule: string;
  from: string;
  to: string;
}

function depcruiseIn(cwd: string, outputType: 'json' | 'err') {
  return spawnSync(
    process.execPath,
    [depcruise, 'src', '--config', config, '--output-type', outputType],
    {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

/** The violations the check reports in a tree. */
function cruise(cwd: string): Violation[] {
  const run = depcruiseIn(cwd, 'json');
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return result.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}

/** A tiny site-core: the layers' folders, each file importing what `files` says. */
function fixtureTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'site-core-layers-'));
  const tsconfig = { compilerOptions: { jsx: 'react-jsx', moduleResolution: 'bundler' } };
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const cleanTree = {
  'src/i18n/locales.ts': "export const locales = ['hr', 'en'] as const;\n",
  'src/routing/routeTable.ts':
    "import { locales } from '../i18n/locales';\nexport const routeLocales = locales;\n",
  'src/seo/newsText.ts':
    "import { routeLocales } from '../routing/routeTable';\nexport const lead = routeLocales[0];\n",
  'src/seo/metadata.ts': "import { lead } from './newsText';\nexport const title = lead;\n",
  'src/layout/Frame.tsx':
    "import { title } from '../seo/metadata';\nexport const Frame = () => title;\n",
  'src/pages/HomePage.tsx':
    "import { Frame } from '../layout/Frame';\nexport const HomePage = Frame;\n",
  // A test may import any layer: this one, beside the route table, renders a page.
  'src/routing/routeTable.test.ts':
    "import { HomePage } from '../pages/HomePage';\nexport const page = HomePage;\n",
};

describe('the layer check of site-core', () => {
  const trees: string[] = [];
  const tree = (files: Record<string, string>) => {
    const root = fixtureTree(files);
    trees.push(root);
    return root;
  };
  afterAll(() => trees.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('passes a tree whose imports only go down the layers', () => {
    expect(cruise(tree(cleanTree))).toEqual([]);
  });

  it('fails on a type-only import cycle inside one layer', () => {
    const result = cruise(
      tree({
        ...cleanTree,
        'src/market/types.ts':
          "import type { Router } from '../routing/router';\nexport type Market = { router: Router };\n",
        'src/routing/router.ts':
          "import type { Market } from '../market/types';\nexport type Router = (market: Market) => string;\n",
      }),
    );
    expect(result).toContainEqual({
      rule: 'no-cycle',
      from: 'src/market/types.ts',
      to: 'src/routing/router.ts',
    });
  });

  it('fails on an upward import: seo (domain) reaching into pages (rendering)', () => {
    const result = cruise(
      tree({
        ...cleanTree,
        'src/pages/news/newsText.ts': "export const typeLabel = 'news';\n",
        'src/seo/metadata.ts':
          "import { typeLabel } from '../pages/news/newsText';\nexport const title = typeLabel;\n",
      }),
    );
    expect(result).toEqual([
      { rule: 'layer-domain', from: 'src/seo/metadata.ts', to: 'src/pages/news/newsText.ts' },
    ]);
  });

  it('fails when the layout imports from pages, or the site imports a test fixture', () => {
    const result = cruise(
      tree({
        ...cleanTree,
        'src/pages/NotFoundPage.module.css': '.page { margin: 0; }\n',
        'src/layout/ErrorPage.tsx':
          "import styles from '../pages/NotFoundPage.module.css';\nexport const page = styles.page;\n",
        'src/test/fixtureMarket.ts': "export const market = 'cro';\n",
        'src/routing/marketRouter.ts':
          "import { market } from '../test/fixtureMarket';\nexport const name = market;\n",
      }),
    );
    expect(result).toEqual(
      expect.arrayContaining([
        {
          rule: 'layer-layout-below-pages',
          from: 'src/layout/ErrorPage.tsx',
          to: 'src/pages/NotFoundPage.module.css',
        },
        {
          rule: 'layer-test-support',
          from: 'src/routing/marketRouter.ts',
          to: 'src/test/fixtureMarket.ts',
        },
      ]),
    );
  });

  it('fails when a page, a component or a content reader imports seed data; the back office may', () => {
    const result = cruise(
      tree({
        ...cleanTree,
        'src/seed/about/hr.ts': "export default { lead: 'Od 1990.' };\n",
        'src/pages/AboutPage.tsx':
          "import hr from '../seed/about/hr';\nexport const AboutPage = () => hr.lead;\n",
        'src/content/company/about/index.ts':
          "import hr from '../../../seed/about/hr';\nexport const aboutCopy = hr;\n",
        'src/backoffice/content.mts':
          "import hr from '../seed/about/hr';\nexport const seed = hr;\n",
      }),
    );
    expect(result).toEqual(
      expect.arrayContaining([
        { rule: 'layer-rendering', from: 'src/pages/AboutPage.tsx', to: 'src/seed/about/hr.ts' },
        {
          rule: 'layer-domain',
          from: 'src/content/company/about/index.ts',
          to: 'src/seed/about/hr.ts',
        },
      ]),
    );
    expect(result.filter((violation) => violation.from.startsWith('src/backoffice/'))).toEqual([]);
  });

  it('fails on a module outside every layer', () => {
    const result = cruise(
      tree({
        ...cleanTree,
        'src/helpers/format.ts':
          "import { locales } from '../i18n/locales';\nexport const x = locales;\n",
      }),
    );
    expect(result).toContainEqual({
      rule: 'layer-unassigned',
      from: 'src/helpers/format.ts',
      to: 'src/i18n/locales.ts',
    });
  });

  it('exits non-zero on a violation with the output `pnpm lint` uses, and zero without one', () => {
    const upward = {
      ...cleanTree,
      'src/routing/searchPaths.ts':
        "import { title } from '../seo/metadata';\nexport const q = title;\n",
    };
    expect(depcruiseIn(tree(upward), 'err').status).not.toBe(0);
    expect(depcruiseIn(tree(cleanTree), 'err').status).toBe(0);
  });

  it('passes on the source tree of site-core', () => {
    expect(cruise(packageRoot)).toEqual([]);
  }, 60_000);
});
