import type { ErrorInfo } from 'react';
import { isRouteNotFound } from '@nivaas/routes';

type Log = (...data: unknown[]) => void;

/**
 * What the shell's React root does with an error one of its error boundaries caught. React 19 logs every caught
 * error with console.error by default; a RouteNotFoundError (an unknown brand, landmark or hotel that only the
 * screen's loader rules out) is not a fault but the Not Found screen doing its job, so it is not logged. Any other
 * caught error is logged here, once, with the component stack that says where it was thrown (the screen area's
 * boundary does not log it again).
 */
export function rootErrorOptions(log: Log = console.error) {
  return {
    onCaughtError(error: unknown, info: ErrorInfo) {
      if (isRouteNotFound(error)) return;
      log('A screen error was caught by its error boundary', error, info.componentStack ?? '');
    },
  };
}
