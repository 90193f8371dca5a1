import type { HotelImage } from '@nivaas/api-client/contract';

/** Generated widths; heights follow a 4:3 ratio so the client can reserve space (no layout shift). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export const heightFor = (width: number) => Math.round((width * 3) / 4);
const CATEGORIES = ['facade', 'room', 'room', 'lobby', 'washroom', 'restaurant'] as const;
const ROOM_CODES = [null, 'acacia', 'oak', null, null, null] as const;

export function hotelImageUrl(hotelId: number, n: number, width: number): string {
  return `/api/images/hotels/${hotelId}/${n}-${width}.jpg`;
}

export function hotelImages(hotelId: number, count: number, hotelName: string): HotelImage[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1024;
    const category = CATEGORIES[i % CATEGORIES.length] ?? 'room';
    return {
      id: hotelId * 10 + n,
      image_name: `${hotelId}-${n}.jpg`,
      image_callout: `${hotelName}: ${category}`,
      url: hotelImageUrl(hotelId, n, largest),
      srcset: IMAGE_WIDTHS.map((w) => ({ width: w, height: heightFor(w), url: hotelImageUrl(hotelId, n, w) })),
      width: largest,
      height: heightFor(largest),
      position: n,
      category,
      room_type_code: ROOM_CODES[i % ROOM_CODES.length] ?? null,
    };
  });
}
