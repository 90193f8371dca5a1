import { EARLY_ANSWER_MAX_AGE_MS, earlyResource, forgetEarlyAnswers } from './early-resource';

const setup = (key = 'cities') => {
  let clock = 0;
  let n = 0;
  const request = jest.fn(async (signal?: AbortSignal) => ({ answer: (n += 1), signal }));
  return { request, early: earlyResource(key, request, () => clock), tick: (ms: number) => (clock += ms) };
};

afterEach(() => forgetEarlyAnswers());

describe('earlyResource: a loader starts a read in the browser, the screen takes it', () => {
  it('given a request started, then starting again does not ask again and the screen takes that one', async () => {
    const { request, early } = setup();
    early.start();
    early.start();
    await expect(early.take()).resolves.toMatchObject({ answer: 1 });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('given a request started, then start answers that same request again (home preloads its picture from it)', async () => {
    const { early } = setup();
    const first = early.start();
    expect(early.start()).toBe(first);
    await expect(first).resolves.toMatchObject({ answer: 1 });
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

  it('given an answer older than the limit, then it is not handed over and start asks again', async () => {
    const { request, early, tick } = setup();
    early.start();
    tick(EARLY_ANSWER_MAX_AGE_MS + 1);
    early.start();
    expect(request).toHaveBeenCalledTimes(2);
    tick(EARLY_ANSWER_MAX_AGE_MS + 1);
    await expect(early.take()).resolves.toMatchObject({ answer: 3 });
  });

  it('given two reads of different keys (two pages of questions), then each takes only its own', async () => {
    const page1 = setup('faqs:1');
    const page2 = setup('faqs:2');
    page1.early.start();
    await page2.early.take();
    expect(page2.request).toHaveBeenCalledTimes(1);
    await page1.early.take();
    expect(page1.request).toHaveBeenCalledTimes(1);
  });

  it('given a request that fails or throws at once, then start throws nothing and the take carries the failure', async () => {
    const failing = earlyResource('about', () => Promise.reject(new Error('offline')));
    failing.start();
    await expect(failing.take()).rejects.toThrow('offline');
    const throwing = earlyResource('brand:trip', () => {
      throw new Error('no client');
    });
    expect(() => throwing.start()).not.toThrow();
    await expect(throwing.take()).rejects.toThrow('no client');
  });
});
