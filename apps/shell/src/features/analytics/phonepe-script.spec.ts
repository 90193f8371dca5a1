import { loadPhonePeScript } from './phonepe-script';

const URL_ = 'https://mercury.phonepe.example/web-sdk.js';

describe('loadPhonePeScript', () => {
  it('given utm_source=phonepe_app and a configured URL, then the script is loaded', async () => {
    const load = jest.fn().mockResolvedValue(undefined);
    await expect(loadPhonePeScript({ utm_source: 'phonepe_app' }, URL_, load)).resolves.toBe(true);
    expect(load).toHaveBeenCalledWith(URL_);
  });

  it.each([
    [{ utm_source: 'google' }, URL_],
    [{}, URL_],
    [{ utm_source: 'phonepe_app' }, undefined],
  ])('given %j and URL %s, then no request is made', async (attribution, url) => {
    const load = jest.fn().mockResolvedValue(undefined);
    await expect(loadPhonePeScript(attribution, url, load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('given the script fails, then it resolves false rather than throwing', async () => {
    await expect(
      loadPhonePeScript({ utm_source: 'phonepe_app' }, URL_, () => Promise.reject(new Error('x'))),
    ).resolves.toBe(false);
  });
});
