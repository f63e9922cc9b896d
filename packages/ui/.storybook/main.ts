import type { StorybookConfig } from '@storybook/react-vite';

// Offline-friendly: no addons that fetch anything, telemetry and update checks off.
const config = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
} satisfies StorybookConfig;

export default config;
