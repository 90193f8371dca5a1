export { AccountMenu } from './account-menu';
export { AuthHost } from './auth-host';
