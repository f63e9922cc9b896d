// The layer check of site-core (`pnpm lint` runs it after eslint): no import
// cycle, type-only imports included, and no module importing one of a higher
// layer. The layers themselves are in layers.cjs.
const { layerRules, testFiles } = require('./layers.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle ties its modules into one piece that cannot be read or changed alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: testFiles },
    // Type-only imports tie modules together as much as value imports do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts', '.json'],
    },
  },
};
