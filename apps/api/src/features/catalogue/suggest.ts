import type { Suggestion } from '@nivaas/api-client/contract';
import type { Catalogue } from '../../catalogue/catalogue-store';

/** Prefix matches first, then substring matches; cities before localities, landmarks, amenities, hotels. */
export function suggest(catalogue: Catalogue, text: string, limit: number): Suggestion[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const score = (name: string) => (name.toLowerCase().startsWith(q) ? 0 : name.toLowerCase().includes(q) ? 1 : 2);
  const cityOf = (id: number) => catalogue.cities.find((c) => c.id === id);
  const area = (city = '', state = '', locality = '', landmark = '', search = '') => ({
    city,
    state,
    locality,
    landmark,
    search,
  });
  const out: (Suggestion & { s: number; o: number })[] = [];
  for (const c of catalogue.cities) {
    out.push({
      type: 'city',
      label: `${c.name}, ${c.state}`,
      q: c.slug,
      hotel_id: null,
      coordinates: { lat: c.lat, lng: c.lng },
      area: area(c.name, c.state, '', '', c.name),
      s: score(c.name),
      o: 0,
    });
  }
  for (const l of catalogue.localities) {
    const c = cityOf(l.city_id);
    out.push({
      type: 'locality',
      label: `${l.name}, ${c?.name ?? ''}`,
      q: l.slug,
      hotel_id: null,
      coordinates: { lat: l.lat, lng: l.lng },
      area: area(c?.name, c?.state, l.name, '', l.name),
      s: score(l.name),
      o: 1,
    });
  }
  for (const m of catalogue.landmarks) {
    const c = cityOf(m.city_id);
    out.push({
      type: 'landmark',
      label: `${m.name}, ${c?.name ?? ''}`,
      q: m.slug,
      hotel_id: null,
      coordinates: { lat: m.lat, lng: m.lng },
      area: area(c?.name, c?.state, '', m.name, m.name),
      s: score(m.name),
      o: 2,
    });
  }
  for (const a of catalogue.amenities) {
    out.push({
      type: 'amenity',
      label: `Hotels with ${a.name}`,
      q: a.slug,
      hotel_id: null,
      coordinates: null,
      area: area('', '', '', '', a.name),
      s: score(a.name),
      o: 3,
    });
  }
  for (const h of catalogue.hotels) {
    const s = score(h.name);
    if (s === 2) continue;
    const c = cityOf(h.city_id);
    out.push({
      type: 'hotel',
      label: h.name,
      q: h.slug,
      hotel_id: h.id,
      coordinates: { lat: h.lat, lng: h.lng },
      area: area(c?.name, c?.state, '', '', h.name),
      s,
      o: 4,
    });
  }
  return out
    .filter((x) => x.s < 2)
    .sort((a, b) => a.s - b.s || a.o - b.o || a.label.localeCompare(b.label))
    .slice(0, limit)
    .map(({ s: _s, o: _o, ...rest }) => rest);
}
