import type { Preview } from '@storybook/react-vite';
import uiPreview from '../../../libs/ui/.storybook/preview';

/**
 * libs/ui's preview (its tokens.css and reset, the 360 px baseline, axe failing a story), without autodocs: a docs
 * page draws every story at once, and a screen story gives every seam its own fake and sets the page's language.
 */
const preview: Preview = { ...uiPreview, tags: [] };

export default preview;
