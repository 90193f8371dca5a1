/** The widths the API renders every picture at (apps/api image-urls: 320, 640, 1024; height = 3/4 width). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
const WIDTH_IN_NAME = /-(\d+)\.jpg$/;

/** `…/goa-640.jpg` -> `…/goa-320.jpg 320w, …/goa-640.jpg 640w, …/goa-1024.jpg 1024w`; other URLs get none. */
export function srcSetOf(url: string): string | undefined {
  if (!WIDTH_IN_NAME.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url.replace(WIDTH_IN_NAME, `-${w}.jpg`)} ${w}w`).join(', ');
}
