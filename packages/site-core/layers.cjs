// The layers of site-core, lowest first. A module may import its own layer or a lower one, never a
// higher one. Each layer is a set of folders (a feature folder splits into its logic and its
// components); no single file is placed apart from its folder.

/** Feature folders hold a feature's logic (domain) and its components (rendering). */
const feature = '^src/(contact|report|careers|whistleblowing|search|seo|consent|content)/';
/** A feature's components, its ui/ folder and its page registrations (pages.ts) render. */
const featureUi = 'ui/|.*\\.tsx$|pages\\.ts$';
const layers = [
  {
    name: 'model',
    comment:
      'market, routing, i18n, validation, env and the content schema (the shapes of articles, openings, ' +
      'brand pages and company facts, which the router needs for its parameters)',
    path: ['^src/(market|routing|i18n|validation|env|schema)/'],
  },
  {
    name: 'platform',
    comment:
      'server transports (mail, reCAPTCHA), the seam switches, the content revision, the markup escapes and ' +
      'the early-click buffer, which the head script installs before React and components replay; nothing here ' +
      'imports a feature',
    path: ['^src/(server|platform)/'],
  },
  {
    name: 'domain',
    comment:
      "contact, report, careers, whistleblowing, search, seo, consent and the content copy: a feature's schemas, " +
      'handlers, stores and text, without its components',
    path: [`${feature}(?!${featureUi})`],
  },
  {
    name: 'rendering',
    comment:
      'layout (with the head scripts that it renders and the CSP proxy hashes), pages, overlays, runtime, ' +
      "styles and each feature's components and page registrations",
    path: ['^src/(layout|pages|overlays|runtime|styles)/', `${feature}(?=${featureUi})`],
  },
  {
    name: 'seed',
    comment:
      'the copy an empty database is loaded with: read by the back office seed and tests, never by a page',
    path: ['^src/seed/'],
  },
  {
    name: 'site',
    comment:
      'createSite, createSearch and the back office factory, which turn a market into app routes',
    path: ['^src/(site|backoffice)/'],
  },
  {
    name: 'adapter',
    comment:
      "the Next.js seam, the start's configuration check and the package's entry points (the modules at the top of src)",
    path: ['^src/(next|startup)/', '^src/[^/]+\\.tsx?$'],
  },
];

/** Test files are left out of the check: they may import any layer, and nothing imports them. */
const testFiles = '(\\.test\\.tsx?$|/__tests__/)';

/** Fixtures and helpers of the tests and the ./testing entry point: they may import any layer. */
const testSupport = ['^src/testing/', '/testing/', '^src/test/', '/test/'];

/** The patterns of every layer up to and including `index`. */
const upTo = (index) => layers.slice(0, index + 1).flatMap((layer) => layer.path);

/** One forbidden rule per layer: none of its modules may import a module of a higher layer. */
function layerRules() {
  const layered = layers.slice(0, -1).map((layer, index) => ({
    name: `layer-${layer.name}`,
    comment: `${layer.name} (${layer.comment}) must not import a higher layer`,
    severity: 'error',
    from: { path: layer.path, pathNot: [...upTo(index - 1), ...testSupport] },
    to: {
      path: layers.slice(index + 1).flatMap((l) => l.path),
      pathNot: [...upTo(index), ...testSupport],
    },
  }));
  const testSupportOnTop = {
    name: 'layer-test-support',
    comment: 'test fixtures and helpers are for tests; the site itself never imports them',
    severity: 'error',
    from: { pathNot: testSupport },
    to: { path: testSupport },
  };
  const layoutBelowPages = {
    name: 'layer-layout-below-pages',
    comment: 'pages render inside the layout, so the layout must not reach into pages',
    severity: 'error',
    from: { path: '^src/layout/' },
    to: { path: '^src/pages/' },
  };
  const everyLayer = [...upTo(layers.length - 1), ...testSupport];
  const inALayer = [
    {
      name: 'layer-unassigned',
      comment: 'every module of src belongs to a layer: add its folder to one in layers.cjs',
      severity: 'error',
      from: { path: '^src/', pathNot: everyLayer },
      to: {},
    },
    {
      name: 'layer-unassigned',
      comment: 'every module of src belongs to a layer: add its folder to one in layers.cjs',
      severity: 'error',
      from: {},
      to: { path: '^src/', pathNot: everyLayer },
    },
  ];
  return [...layered, layoutBelowPages, testSupportOnTop, ...inALayer];
}

module.exports = { layers, testFiles, testSupport, layerRules };
