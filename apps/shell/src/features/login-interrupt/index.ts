/** The login-interrupt prompt's surface (docs/conventions.md 5): its host; the prompt's code loads when it opens. */
export { LoginInterruptHost } from './login-interrupt-host';
