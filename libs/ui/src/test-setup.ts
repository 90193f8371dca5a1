import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { setProjectAnnotations } from '@storybook/react';
import preview from '../.storybook/preview';

expect.extend(toHaveNoViolations);

// Stories rendered through composeStories get the same globals and parameters as in Storybook.
setProjectAnnotations([preview]);
