// ESM-only packages must be transformed for jest; pnpm nests them under node_modules/.pnpm/<name>@<version>.
const esmOnly = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'storybook',
  '@storybook',
  '@hookform',
  'nanoid',
  'vanilla-cookieconsent',
  // otplib's default crypto and base32 plugins.
  '@noble',
  '@scure',
];

/** @type {import('jest').Config} */
module.exports = {
  transform: {
    '^.+\\.(t|j|mj|mt)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')}))`],
  moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/storybook-static/'],
  // A timeout here guards against a hung test, not a slow one: the wizard tests click through five
  // steps with user-event and took over 5 s (jest's default) on a 2-core CI machine while turbo ran
  // builds beside them. Speed targets live in the benchmarks.
  testTimeout: 30_000,
  // Jest's default is one worker less than the cores: one worker, in band, on CI's 2 cores. turbo runs
  // ui's and site-core's tests beside the lint and Storybook's build, and site-core's finishes alone
  // with the other core idle; two workers use it (more cores, more workers).
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
};
