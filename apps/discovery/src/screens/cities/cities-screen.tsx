import { listingPath, type ScreenProps } from '@nivaas/routes';
import { EmptyState, RadioGroup, Skeleton, StateView, TextField, Page, Stack, Text } from '@nivaas/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFirstView } from '../../features/first-view';
import { citiesRequest } from './api/get-cities';
import type { CitiesFirstView } from './api/load-cities';
import { useCitiesT } from './cities-messages';
import { filterCities, groupCities, type CityGrouping } from './group-cities';
import { TopCities } from './top-cities';
import styles from './cities-screen.module.css';

const anchorOf = (key: string) => `cities-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * /cities/: the cities with the most hotels first (content top_cities), then every city (getCities) sorted by name,
 * grouped A to Z or by state, each to its listing. Drawn on the
 * server with its loader's cities (api/load-cities.ts); in a client navigation it reads them itself.
 */
export default function CitiesScreen({ data }: Partial<Pick<ScreenProps<CitiesFirstView | null>, 'data'>>) {
  const t = useCitiesT();
  const cities = useFirstView(data?.cities, citiesRequest);
  const [text, setText] = useState('');
  const [grouping, setGrouping] = useState<CityGrouping>('letter');
  const deferredText = useDeferredValue(text);
  const groups = useMemo(
    () => groupCities(filterCities(cities.data ?? [], deferredText), grouping),
    [cities.data, deferredText, grouping],
  );
  const shown = groups.reduce((n, g) => n + g.cities.length, 0);

  return (
    <Page
      as="section"
      aria-labelledby="cities-title"
      width="full"
      headingSize="2xl"
      headingProps={{ id: 'cities-title' }}
      heading={t('title')}
    >
      <Text muted size="sm">
        {t('lead')}
      </Text>
      <TopCities initial={data?.topCities} />

      <StateView
        status={cities.status}
        className={styles['skeleton']}
        loadingLabel={t('loading')}
        loading={Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="text" width={i % 3 === 0 ? '30%' : '70%'} />
        ))}
        error={{
          title: t('failed.title'),
          description: t('failed.body'),
          retryLabel: t('retry'),
          onRetry: cities.reload,
        }}
        empty={cities.data?.length ? null : { title: t('empty.title'), description: t('empty.body') }}
      >
        <>
          <Stack gap={3}>
            <TextField
              label={t('filter.label')}
              placeholder={t('filter.placeholder')}
              type="search"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <RadioGroup
              legend={t('group.label')}
              name="cities-grouping"
              value={grouping}
              onChange={(value) => setGrouping(value === 'state' ? 'state' : 'letter')}
              options={[
                { value: 'letter', label: t('group.letter') },
                { value: 'state', label: t('group.state') },
              ]}
              className={styles['grouping']}
            />
          </Stack>
          <Text muted size="sm" role="status">
            {t('count', { count: shown })}
          </Text>
          {groups.length === 0 ? (
            <EmptyState title={t('noMatch.title', { text: deferredText.trim() })} description={t('noMatch.body')} />
          ) : (
            <>
              {grouping === 'letter' && groups.length > 1 && (
                <nav aria-label={t('index')} className={styles['index']}>
                  {groups.map((group) => (
                    <a key={group.key} href={`#${anchorOf(group.key)}`}>
                      {group.key}
                    </a>
                  ))}
                </nav>
              )}
              {groups.map((group) => (
                <section key={group.key} aria-labelledby={anchorOf(group.key)} className={styles['group']}>
                  <h2 id={anchorOf(group.key)} className={styles['groupTitle']}>
                    {group.key}
                  </h2>
                  <ul className={styles['list']}>
                    {group.cities.map((city) => (
                      <li key={city.slug}>
                        <Link to={listingPath({ kind: 'city', city: city.slug })} className={styles['city']}>
                          <span className={styles['cityName']}>{city.name}</span>
                          <span className={styles['cityMeta']}>
                            {grouping === 'letter' ? `${city.state} · ` : ''}
                            {t('hotels', { count: city.hotel_count })}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </>
      </StateView>
    </Page>
  );
}
