import type { StorybookConfig } from '@storybook/react-vite';
import ui from './main';

/**
 * The config of every remote's Storybook of its screens (apps/<remote>/.storybook/main.ts re-exports it), for
 * designers; composed into libs/ui's Storybook by its `refs`. libs/ui's addons, framework and CSS-module names; its
 * paths are the remote's, as Storybook reads them from the remote's .storybook/.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // Placeholder photos at the fixtures' image paths (/api/images/...): the stories reach no API, not even for images.
  staticDirs: ['./public'],
  framework: ui.framework,
  addons: ui.addons,
  core: ui.core,
  viteFinal: ui.viteFinal,
};

export default config;
