// libs/ui's test-runner hooks (layout check at each phone width, screenshots against visual-baseline/).
export { default } from '../../../libs/ui/.storybook/test-runner';
