import { HCAPTCHA_SCRIPT_URL, renderHcaptcha } from './hcaptcha-widget';

describe('renderHcaptcha (CAPTCHA_PROVIDER=hcaptcha)', () => {
  it("given a site key, then hCaptcha's script loads once, on demand, and the widget's token is handed on", async () => {
    const render = jest.fn((_el: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => {
      options.callback('P1_token');
      return 'widget-1';
    });
    const container = document.createElement('div');
    const onToken = jest.fn();
    const drawn = renderHcaptcha(document, container, 'site-key-123', onToken);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${HCAPTCHA_SCRIPT_URL}"]`);
    expect(script).not.toBeNull();
    Object.assign(window, { hcaptcha: { render } });
    script?.onload?.(new Event('load'));
    await drawn;
    expect(render).toHaveBeenCalledWith(container, expect.objectContaining({ sitekey: 'site-key-123' }));
    expect(onToken).toHaveBeenCalledWith('P1_token');
    await renderHcaptcha(document, container, 'site-key-123', onToken);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
