import type { StorybookConfig } from '@storybook/react-vite';

// Rollup warnings that say nothing about our code: 'use client' marks Next.js client components
// (Vite ignores it and warns once per file, plus a follow-up sourcemap warning).
const ignoredWarnings = new Set(['MODULE_LEVEL_DIRECTIVE', 'SOURCEMAP_ERROR']);

// Offline-friendly: no addons that fetch anything, telemetry and update notices off.
const config = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal(viteConfig) {
    viteConfig.build ??= {};
    viteConfig.build.rollupOptions ??= {};
    const previous = viteConfig.build.rollupOptions.onwarn;
    viteConfig.build.rollupOptions.onwarn = (warning, warn) => {
      if (warning.code && ignoredWarnings.has(warning.code)) return;
      if (previous) previous(warning, warn);
      else warn(warning);
    };
    // The big chunk is Storybook's own preview runtime, which never ships to the sites.
    viteConfig.build.chunkSizeWarningLimit = 2000;
    return viteConfig;
  },
} satisfies StorybookConfig;

export default config;
