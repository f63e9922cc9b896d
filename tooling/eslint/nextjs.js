import nextPlugin from '@next/eslint-plugin-next';
import react from './react.js';

export default [
  ...react,
  {
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    // An app's pages render what the back office publishes: its seed (src/seed) is read only by the
    // back office's factory (payload.config.ts), the operator scripts and the tests.
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['src/seed/**', 'scripts/**', 'payload.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/seed', '**/src/seed/**', './seed', './seed/**'],
              message:
                "Pages render the back office's content: the seed is for the back office, scripts and tests.",
            },
          ],
        },
      ],
    },
  },
];
