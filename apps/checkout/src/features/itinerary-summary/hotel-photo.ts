/** The API's hotel images come in these widths (`/api/images/hotels/{id}/{n}-{width}.jpg`), 4:3. */
const WIDTHS = [320, 640, 1024] as const;
const SIZED = /^(.*\/\d+-)(\d+)(\.jpg)$/;

export interface HotelPhoto {
  readonly src: string;
  readonly srcSet?: string;
  readonly width: number;
  readonly height: number;
}

/**
 * The summary's photo: the itinerary's image URL, with a srcset of the image service's widths when the URL is
 * one of its sized images (else the URL alone), and a 4:3 box so the page does not move when it arrives.
 */
export function hotelPhoto(url: string): HotelPhoto | null {
  if (!url) return null;
  const sized = SIZED.exec(url);
  if (!sized) return { src: url, width: 640, height: 480 };
  const [, stem, , ext] = sized;
  return {
    src: `${stem}640${ext}`,
    srcSet: WIDTHS.map((w) => `${stem}${w}${ext} ${w}w`).join(', '),
    width: 640,
    height: 480,
  };
}
