import type { Suggestion } from '@nivaas/api-client/contract';
import { PlatformProvider, type Platform } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Test fixtures and a render frame for specs that use the search widget. Never imported by app code. */
export function suggestion(type: Suggestion['type'], name: string, extra: Partial<Suggestion> = {}): Suggestion {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const city = type === 'city' ? name : 'Bengaluru';
  return {
    type,
    label:
      type === 'amenity'
        ? `Hotels with ${name}`
        : type === 'city'
          ? `${name}, Karnataka`
          : type === 'hotel'
            ? name
            : `${name}, ${city}`,
    q: slug,
    hotel_id: type === 'hotel' ? 1042 : null,
    coordinates: type === 'amenity' ? null : { lat: 12.97, lng: 77.59 },
    area: {
      city: type === 'amenity' ? '' : city,
      state: type === 'amenity' ? '' : 'Karnataka',
      locality: type === 'locality' ? name : '',
      landmark: type === 'landmark' ? name : '',
      search: name,
    },
    ...extra,
  };
}

/** Shows where the app navigated to, so a spec can read the URL a search built. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/** The shared stores with `seed` in storage (@nivaas/state/testing: recent searches read, events recorded). */
export function testPlatform(seed: Record<string, string> = {}): TestPlatform {
  return createTestPlatform({ storage: seed });
}

/** The screen on its first path (its query may change); once the app goes elsewhere, a probe that shows where. */
function FirstLocation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [first] = useState(pathname);
  return pathname === first ? children : <LocationProbe />;
}

/** The platform and router the screens expect. */
export function Frame({ platform, path = '/', children }: { platform: Platform; path?: string; children: ReactNode }) {
  return (
    <PlatformProvider platform={platform}>
      <MemoryRouter initialEntries={[path]}>
        <FirstLocation>{children}</FirstLocation>
      </MemoryRouter>
    </PlatformProvider>
  );
}
