import type { HotelImage } from '@nivaas/api-client/contract';

/** The srcset of an API picture from the widths it comes in (320, 640, 1024). */
export function srcSetOf(image: HotelImage): string | undefined {
  return image.srcset.length ? image.srcset.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
}

/** What a picture shows, for its alt text and caption: its callout, else the hotel and category. */
export function captionOf(image: HotelImage, hotelName: string, category: string): string {
  return image.image_callout.trim() || `${hotelName}: ${category}`;
}
