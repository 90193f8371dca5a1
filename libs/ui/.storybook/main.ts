import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for designers: every component story plus one docs page per token set. */
const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // Scoped, hashed class names like the apps' webpack build, so no two components can clash.
      css: { ...viteConfig.css, modules: { generateScopedName: 'nv_[local]_[hash:base64:5]' } },
    };
  },
};

export default config;
