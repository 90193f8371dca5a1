import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The account remote's screen stories, composed in (`npm run storybook`, which builds them first): its static build
 * served beside this Storybook under /account/, so a designer sees components and screens in one sidebar. Only when
 * asked, so this Storybook's own build and its cache never depend on another project's output.
 */
const accountBuild = fileURLToPath(new URL('../../../apps/account/storybook-static', import.meta.url));
const composeAccount = process.env['NIVAAS_STORYBOOK_COMPOSE'] === '1' && existsSync(`${accountBuild}/index.json`);

/** Storybook for designers: every component story plus one docs page per token set. */
const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  refs: composeAccount ? { account: { title: 'Account screens', url: '/account' } } : {},
  staticDirs: composeAccount
    ? [
        { from: accountBuild, to: '/account' },
        // The screens ask for their photos at the site's paths (/api/images/...), not under /account/.
        { from: `${accountBuild}/api/images`, to: '/api/images' },
      ]
    : [],
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // Scoped, hashed class names like the apps' webpack build, so no two components can clash.
      css: { ...viteConfig.css, modules: { generateScopedName: 'nv_[local]_[hash:base64:5]' } },
    };
  },
};

export default config;
