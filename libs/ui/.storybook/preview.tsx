import type { Preview } from '@storybook/react-vite';
import { ALL_LOCALES, loadDefinedCatalogues } from '@nivaas/i18n';
import '../src/tokens/tokens.css';
// The site's global stylesheet (reset, body type, link colour), as the shell loads it, so a story looks as the page does.
import '../src/tokens/base.css';

/** Viewports that matter for a mobile-first Indian audience; 360 px is the design baseline. */
const viewports = {
  mobile360: { name: 'Mobile 360', styles: { width: '360px', height: '740px' }, type: 'mobile' as const },
  mobile412: { name: 'Mobile 412', styles: { width: '412px', height: '915px' }, type: 'mobile' as const },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' as const },
};

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // Axe violations fail the story in the test-runner and show red in the a11y panel.
    a11y: { test: 'error' },
  },
  // Every locale's texts before a story draws, as a server has them: stories show any language, and the lazy
  // catalogue files a browser fetches for its one locale (@nivaas/i18n defineCatalogues) are not waited for per story.
  loaders: [
    async () => {
      await loadDefinedCatalogues(ALL_LOCALES);
      return {};
    },
  ],
  initialGlobals: { viewport: { value: 'mobile360', isRotated: false } },
  tags: ['autodocs'],
};

export default preview;
