import { androidBridgeOf, createAndroidBridgeAdapter, isAndroidAppView } from './android-bridge';

describe('the Android bridge', () => {
  it('given window.Android, then the page is the app view and events are posted to the bridge as JSON', () => {
    const trackEvent = jest.fn();
    const win = { Android: { trackEvent }, navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14; wv)' } };
    expect(isAndroidAppView(win)).toBe(true);
    const bridge = androidBridgeOf(win);
    if (!bridge) throw new Error('no bridge');
    createAndroidBridgeAdapter(bridge).send({
      kind: 'page',
      name: 'Home',
      properties: { platform: 'msite', pageName: 'Home' },
      at: 't',
    });
    expect(trackEvent).toHaveBeenCalledWith(
      'Home',
      JSON.stringify({ platform: 'msite', pageName: 'Home', kind: 'page', at: 't' }),
    );
  });

  it('given only the app user agent marker, then it is the app view without a bridge', () => {
    const win = { navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14; wv) NivaasAndroidApp/5.2.0' } };
    expect(isAndroidAppView(win)).toBe(true);
    expect(androidBridgeOf(win)).toBeNull();
  });

  it('given a browser (or another app web view), then it is not the app view', () => {
    expect(isAndroidAppView({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14; wv) PhonePe/1.0' } })).toBe(
      false,
    );
  });

  it('given an older bridge without trackEvent, then sending does nothing', () => {
    expect(() =>
      createAndroidBridgeAdapter({}).send({ kind: 'track', name: 'x', properties: {}, at: 't' }),
    ).not.toThrow();
  });
});
