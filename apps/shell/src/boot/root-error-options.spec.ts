import { RouteNotFoundError } from '@nivaas/routes';
import { rootErrorOptions } from './root-error-options';

describe('rootErrorOptions', () => {
  it('given a RouteNotFoundError caught by a boundary, then nothing is logged', () => {
    const log = jest.fn();
    rootErrorOptions(log).onCaughtError(new RouteNotFoundError('Unknown brand zzz'), { componentStack: '\n at X' });
    expect(log).not.toHaveBeenCalled();
  });

  it('given any other caught error, then it is logged with its component stack', () => {
    const log = jest.fn();
    const error = new TypeError('x is undefined');
    rootErrorOptions(log).onCaughtError(error, { componentStack: '\n    at HotelScreen' });
    expect(log).toHaveBeenCalledWith('A screen error was caught by its error boundary', error, '\n    at HotelScreen');
  });
});
