// Storybook 10, configured by hand. Stories live in stories/*.stories.ts.
// `npm run storybook` (dev, port 6006), `npm run build-storybook` (static, storybook-static/),
// `npm run test:stories` (every story runs as a test in Chromium through @storybook/addon-vitest).
import type { StorybookConfig } from '@storybook/web-components-vite';
import { litDeps } from '../scripts/lit-deps.mjs';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/web-components-vite',
    options: {},
  },
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // Storybook opens on the games, not on its own "Get started" checklist at the top of the sidebar.
  features: {
    sidebarOnboardingChecklist: false,
  },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      // Pre-bundle Lit once, or the stories and the components each load their own copy.
      optimizeDeps: {
        include: litDeps,
      },
    });
  },
};

export default config;
