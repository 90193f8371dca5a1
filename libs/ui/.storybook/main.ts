import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The remotes' screen stories, composed in (`npm run storybook`, which builds them first): each static build served
 * beside this Storybook under /<remote>/, so a designer sees components and screens in one sidebar. Only when asked,
 * so this Storybook's own build and its cache never depend on another project's output.
 */
const SCREENS = {
  shell: 'Shell screens',
  discovery: 'Discovery screens',
  account: 'Account screens',
  hotel: 'Hotel screens',
  checkout: 'Checkout screens',
} as const;
const composed = Object.entries(SCREENS)
  .map(([remote, title]) => ({
    remote,
    title,
    build: fileURLToPath(new URL(`../../../apps/${remote}/storybook-static`, import.meta.url)),
  }))
  .filter(({ build }) => process.env['NIVAAS_STORYBOOK_COMPOSE'] === '1' && existsSync(`${build}/index.json`));

/** Storybook for designers: every component story plus one docs page per token set. */
const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  refs: Object.fromEntries(composed.map(({ remote, title }) => [remote, { title, url: `/${remote}` }])),
  staticDirs: composed.flatMap(({ remote, build }) => [
    { from: build, to: `/${remote}` },
    // The screens ask for their photos at the site's paths (/api/images/..., the shell's /images/...), not under
    // /<remote>/.
    ...['api/images', 'images']
      .filter((path) => existsSync(`${build}/${path}`))
      .map((path) => ({ from: `${build}/${path}`, to: `/${path}` })),
  ]),
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // Scoped, hashed class names like the apps' webpack build, so no two components can clash.
      css: { ...viteConfig.css, modules: { generateScopedName: 'nv_[local]_[hash:base64:5]' } },
    };
  },
};

export default config;
