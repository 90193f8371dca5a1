// Storybook of the shell's own screens (sign-in, not found, the chrome) in every state a visitor can meet: libs/ui's
// config for every remote's screens. Stories import the components only: never the webpack config, the service
// worker or the server.
export { default } from '../../../libs/ui/.storybook/screens-main';
