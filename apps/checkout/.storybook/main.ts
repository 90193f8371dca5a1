import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook of the checkout remote's screens in every state a guest can meet, for designers; composed into
 * libs/ui's Storybook by its `refs`. The same addons and CSS-module names as libs/ui's.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // Placeholder photos at the fixtures' image paths (/api/images/...): the stories reach no API, not even for images.
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      css: { ...viteConfig.css, modules: { generateScopedName: 'nv_[local]_[hash:base64:5]' } },
    };
  },
};

export default config;
