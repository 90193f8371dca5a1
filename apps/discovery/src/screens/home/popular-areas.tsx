import { listingPath } from '@nivaas/routes';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useBelowFoldT } from './below-fold-messages';
import { landingCityAreas } from './landing-areas';
import { pillLinkStyles as pill } from '../../features/content';
import { Inline, Stack, Heading, VisuallyHidden } from '@nivaas/ui';

/**
 * The popular cities' busiest areas (landing-page `cities`): for each city its areas that have hotels, each a link to
 * that area's listing with its number of hotels. Nothing when the content has none.
 */
export function PopularAreas({ value }: { readonly value: unknown }) {
  const t = useBelowFoldT();
  const cities = useMemo(() => landingCityAreas(value), [value]);
  if (!cities.length) return null;
  return (
    <Stack as="section" gap={3} aria-labelledby="home-popular-areas">
      <Heading level={2} id="home-popular-areas">
        {t('areas.title')}
      </Heading>
      {cities.map((city) => (
        <Stack key={city.citySlug} gap={2}>
          <Heading level={3} id={`home-areas-${city.citySlug}`}>
            {city.city}
          </Heading>
          <Inline as="ul" gap={2} aria-label={t('areas.city', { city: city.city })}>
            {city.areas.map((area) => (
              <li key={area.slug}>
                <Link
                  to={listingPath({ kind: 'locality-city', locality: area.slug, city: city.citySlug })}
                  className={pill['pill']}
                >
                  {/* Read whole, shown short: an aria-label would hide what is seen (axe label-content-name-mismatch). */}
                  <span aria-hidden="true">{area.name}</span>
                  <span className={pill['count']} aria-hidden="true">
                    {area.hotelCount}
                  </span>
                  <VisuallyHidden>{t('areas.area', { area: area.name, count: area.hotelCount })}</VisuallyHidden>
                </Link>
              </li>
            ))}
          </Inline>
        </Stack>
      ))}
    </Stack>
  );
}
