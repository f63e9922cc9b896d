import config from '@medivia/eslint-config/react';

export default [
  ...config,
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use PageLink (src/layout/PageLink.tsx): it fetches a page on the reader's intent, not while the page loads, and ships no next/link code to every page.",
            },
          ],
        },
      ],
    },
  },
];
