import type { GstSlab } from './pricing-config';

/** GST rate for one room-night: the slab is chosen by that night's tariff, as Indian GST law does. */
export function gstRate(tariffPerRoomNight: number, slabs: readonly GstSlab[]): number {
  const slab = slabs.find((s) => tariffPerRoomNight <= s.upTo) ?? slabs[slabs.length - 1];
  return slab ? slab.rate : 0;
}

/** Tax in rupees on a list of per-room-night tariffs, rounded once at the end. */
export function gstOnNights(tariffs: readonly number[], rooms: number, slabs: readonly GstSlab[]): number {
  const exact = tariffs.reduce((sum, t) => sum + t * gstRate(t, slabs) * rooms, 0);
  return Math.round(exact);
}
