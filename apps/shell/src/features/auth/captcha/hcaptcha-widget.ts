/** hCaptcha's explicit-render script (https://docs.hcaptcha.com/configuration#explicitly-render-hcaptcha). */
export const HCAPTCHA_SCRIPT_URL = 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off';

interface HcaptchaApi {
  render(container: HTMLElement, options: { sitekey: string; callback: (token: string) => void }): string;
}

let loading: Promise<HcaptchaApi> | null = null;

/**
 * Loads hCaptcha's script once, on the first captcha step that needs it (never with the page), and draws its
 * widget in `container`; the widget's token goes to `onToken`, and the API verifies it with hCaptcha.
 */
export function renderHcaptcha(
  doc: Document,
  container: HTMLElement,
  siteKey: string,
  onToken: (token: string) => void,
): Promise<void> {
  const win = doc.defaultView as (Window & { hcaptcha?: HcaptchaApi }) | null;
  loading ??= new Promise<HcaptchaApi>((resolve, reject) => {
    if (win?.hcaptcha) return resolve(win.hcaptcha);
    const script = doc.createElement('script');
    script.src = HCAPTCHA_SCRIPT_URL;
    script.async = true;
    script.onload = () => (win?.hcaptcha ? resolve(win.hcaptcha) : reject(new Error('hCaptcha did not load')));
    script.onerror = () => reject(new Error('hCaptcha did not load'));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later step may load it once the network is back
    throw error;
  });
  return loading.then((api) => void api.render(container, { sitekey: siteKey, callback: onToken }));
}
