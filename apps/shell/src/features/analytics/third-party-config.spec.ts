import { readThirdPartyConfig, sdkKeyFor, thirdPartyHtmlAttributes, type ThirdPartyConfig } from './third-party-config';

const toDataset = (attributes: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );

describe('third-party configuration on <html data-*>', () => {
  it('given nothing configured, then no attribute is written and nothing is read back', () => {
    expect(thirdPartyHtmlAttributes({})).toEqual({});
    expect(readThirdPartyConfig({})).toEqual({});
  });

  it('given keys and URLs, then what the server writes is what the browser reads', () => {
    const config: ThirdPartyConfig = {
      engagement: { key: 'w', androidKey: 'a', scriptUrl: 'https://e.example/we.js' },
      customerAnalytics: { androidKey: 'aa', scriptUrl: 'https://s.example/{key}.js' },
      phonePeScriptUrl: 'https://p.example/sdk.js',
    };
    expect(readThirdPartyConfig(toDataset(thirdPartyHtmlAttributes(config)))).toEqual(config);
  });

  it('given the Android app view, then only the Android key is used', () => {
    const sdk = { key: 'web', androidKey: 'app', scriptUrl: 'https://e.example' };
    expect(sdkKeyFor(sdk, false)).toBe('web');
    expect(sdkKeyFor(sdk, true)).toBe('app');
    expect(sdkKeyFor({ key: 'web', scriptUrl: 'https://e.example' }, true)).toBeUndefined();
  });
});
