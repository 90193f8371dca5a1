import { EARLY_REQUEST_MAX_AGE_MS, earlyRequest } from './early-requests';

const setup = () => {
  let clock = 0;
  let n = 0;
  const request = jest.fn(async (signal?: AbortSignal) => ({ answer: (n += 1), signal }));
  return { request, early: earlyRequest(request, () => clock), tick: (ms: number) => (clock += ms) };
};

describe('earlyRequest: home asks for its first data before its code has rendered', () => {
  it('given a request started early, then the section takes that one instead of asking again', async () => {
    const { request, early } = setup();
    early.start();
    early.start();
    expect(request).toHaveBeenCalledTimes(1);
    await expect(early.take()).resolves.toMatchObject({ answer: 1 });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('given it was taken once, then the next take (a Retry, a later visit) asks afresh with its signal', async () => {
    const { early } = setup();
    early.start();
    await early.take();
    const signal = new AbortController().signal;
    await expect(early.take(signal)).resolves.toEqual({ answer: 2, signal });
  });

  it('given nothing was started, then take asks itself', async () => {
    const { request, early } = setup();
    await expect(early.take()).resolves.toMatchObject({ answer: 1 });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('given the early answer is older than the limit, then it is not shown and a new request is made', async () => {
    const { early, tick } = setup();
    early.start();
    tick(EARLY_REQUEST_MAX_AGE_MS + 1);
    await expect(early.take()).resolves.toMatchObject({ answer: 2 });
  });

  it('given an early request that fails and is never taken, then nothing is left unhandled', async () => {
    const early = earlyRequest(() => Promise.reject(new Error('offline')));
    early.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(early.take()).rejects.toThrow('offline');
  });
});
