import { act, renderHook } from '@testing-library/react';
import { earlyResource, forgetEarlyAnswers } from './early-resource';
import { useFirstView } from './use-first-view';

afterEach(() => forgetEarlyAnswers());

describe('useFirstView', () => {
  it("given the loader's answer, then it is a success at once and nothing is asked for", () => {
    const request = jest.fn(() => Promise.resolve(['asked']));
    const { result } = renderHook(() => useFirstView(['Goa'], earlyResource('cities', request)));
    expect(result.current).toMatchObject({ status: 'success', data: ['Goa'] });
    expect(request).not.toHaveBeenCalled();
  });

  it('given an answer that is null (the service has none), then that is the answer, not a missing one', () => {
    const request = jest.fn(() => Promise.resolve('asked'));
    const { result } = renderHook(() => useFirstView<string | null>(null, earlyResource('faq-content', request)));
    expect(result.current).toMatchObject({ status: 'success', data: null });
    expect(request).not.toHaveBeenCalled();
  });

  it('given no answer, then it reads, taking the request the loader started', async () => {
    const request = jest.fn(() => Promise.resolve(['Pune']));
    const resource = earlyResource('cities', request);
    resource.start();
    const { result } = renderHook(() => useFirstView(undefined, resource));
    expect(result.current.status).toBe('loading');
    await act(async () => undefined);
    expect(result.current).toMatchObject({ status: 'success', data: ['Pune'] });
    expect(request).toHaveBeenCalledTimes(1);
  });
});
