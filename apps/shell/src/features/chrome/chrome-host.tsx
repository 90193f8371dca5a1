/** Progress bar, toasts, loader overlay, modal root and scroll-to-top. (issue 6, chrome) */
export function ChromeHost() {
  return null;
}
