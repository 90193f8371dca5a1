/** The auth feature's public surface (docs/conventions.md 5): the hosts the app mounts, and what /login/ is built from. */
export { AccountMenu } from './account-menu';
export { AuthHost } from './auth-host';
export { loginDestination } from './access/login-destination';
export { trafficSource } from './access/traffic-source';
export { useAuthT } from './auth-messages';
export { useAuthServices } from './auth-services';
export { SignInFlow } from './sign-in/sign-in-flow';
