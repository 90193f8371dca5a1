/** The API's hotel images come in these widths (`/api/images/hotels/{id}/{n}-{width}.jpg`), 4:3. */
export const HOTEL_PHOTO_WIDTHS = [320, 640, 1024] as const;
const SIZED = /^(.*\/\d+-)(\d+)(\.jpg)$/;

export interface HotelPhoto {
  readonly src: string;
  readonly srcSet?: string;
  readonly width: number;
  readonly height: number;
}

/**
 * A hotel photo for an `<img>`: the image URL, with a srcset of the image service's widths (all of them, or the
 * ones a small box needs) when the URL is one of its sized images (else the URL alone), and a 4:3 box so the page
 * does not move when it arrives. Moved here from checkout's summary: the account's booking cards use it too.
 */
export function hotelPhoto(url: string, widths: readonly number[] = HOTEL_PHOTO_WIDTHS): HotelPhoto | null {
  if (!url) return null;
  const sized = SIZED.exec(url);
  if (!sized) return { src: url, width: 640, height: 480 };
  const [, stem, , ext] = sized;
  const shown = widths.includes(640) ? 640 : (widths[widths.length - 1] ?? 640);
  return {
    src: `${stem}${shown}${ext}`,
    srcSet: widths.map((w) => `${stem}${w}${ext} ${w}w`).join(', '),
    width: 640,
    height: 480,
  };
}
