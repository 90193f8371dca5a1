import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider, type AppEventOf } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { AnalyticsHost } from './analytics-host';
import { routerRemote } from '../../testing/router-remote';

const { Navigator, navigate } = routerRemote();

function setup(path: string) {
  const platform = createTestPlatform();
  const views: AppEventOf<'analytics/page-view'>[] = [];
  platform.bus.on('analytics/page-view').subscribe((event) => views.push(event));
  render(
    <StrictMode>
      <PlatformProvider platform={platform}>
        <MemoryRouter initialEntries={[path]}>
          <Navigator />
          <AnalyticsHost />
        </MemoryRouter>
      </PlatformProvider>
    </StrictMode>,
  );
  return views;
}

describe('AnalyticsHost', () => {
  it('given the landing page, then one page view with its page name and search type (StrictMode included)', () => {
    const views = setup('/');
    expect(views).toEqual([{ type: 'analytics/page-view', pageName: 'Home', searchType: 'browse', path: '/' }]);
  });

  it('given path changes, then one page view per path, with the route table page names', () => {
    const views = setup('/');
    act(() => navigate('/search/'));
    act(() => navigate('/hotels-in-bengaluru/'));
    act(() => navigate('/hotels-in-bengaluru/nivaas-koramangala-residency-1042/'));
    act(() => navigate('/itinerary/?hotel_id=1042'));
    act(() => navigate('/confirmation/NV1/'));
    act(() => navigate('/faq/'));
    expect(views.map((v) => [v.pageName, v.searchType])).toEqual([
      ['Home', 'browse'],
      ['Search', 'search'],
      ['Hotels In City', 'browse'],
      ['Hotel Detail', 'browse'],
      ['Itinerary', 'browse'],
      ['Confirmation', 'browse'],
      ['faq', 'browse'],
    ]);
  });

  it('given a query-only change, then it is the same page: no new page view', () => {
    const views = setup('/hotels-in-bengaluru/');
    act(() => navigate('/hotels-in-bengaluru/?sort=price_low_to_high'));
    expect(views).toHaveLength(1);
  });

  it('given a known path without its slash, then only the slashed page is counted', () => {
    const views = setup('/cities');
    expect(views).toEqual([]);
    act(() => navigate('/cities/', { replace: true }));
    expect(views.map((v) => v.pageName)).toEqual(['cities']);
  });
});
