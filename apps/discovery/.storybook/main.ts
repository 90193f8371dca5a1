// Storybook of the discovery remote's screens in every state a guest can meet: libs/ui's config for every remote's screens.
export { default } from '../../../libs/ui/.storybook/screens-main';
