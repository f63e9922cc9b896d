import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * process.env is read only in each package's validated env module (env.ts), so a missing
 * or malformed variable fails in one known place instead of deep inside a request. Plain-JS
 * modules (.mjs, .cjs, .js) too: the Next seam's cache handler and next.config are such files.
 */
export const restrictEnvAccess = tseslint.config({
  files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
  ignores: [
    '**/env.ts',
    '**/env/index.ts',
    '**/*.test.ts',
    '**/*.test.tsx',
    '**/*.test.{js,mjs,cjs}',
    '**/e2e/**',
    '**/scripts/**',
    '**/*.config.ts',
  ],
  rules: {
    'no-restricted-properties': [
      'error',
      {
        object: 'process',
        property: 'env',
        message: "Read environment variables through the package's env.ts.",
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/.next/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.cache/**',
      '**/next-env.d.ts',
      // Written by Payload (payload migrate:create, generate:importmap), not by hand.
      '**/migrations/**',
      '**/admin/importMap.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // CommonJS configs (jest.config.cjs, tooling/jest): linted, with Node's module globals.
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...restrictEnvAccess,
);
