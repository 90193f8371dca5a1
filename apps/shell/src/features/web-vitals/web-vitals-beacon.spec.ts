import { connectionOf, createVitalsBatch, deviceClassOf, routeFamilyOf, VITALS_URL } from './web-vitals-beacon';

describe('web vitals beacon', () => {
  it('names the route family of a path by its screen', () => {
    expect(routeFamilyOf('/')).toBe('home');
    expect(routeFamilyOf('/hotels-in-bengaluru/')).toBe('listing');
    expect(routeFamilyOf('/hotels-in-goa/sea-view-1001/')).toBe('hotel-details');
    expect(routeFamilyOf('/wp-admin.php')).toBe('not-found');
  });

  it('classes the device and the connection from what the browser says', () => {
    expect(deviceClassOf({})).toBe('unknown');
    expect(deviceClassOf({ deviceMemory: 2, hardwareConcurrency: 8 })).toBe('low');
    expect(deviceClassOf({ hardwareConcurrency: 4 })).toBe('low');
    expect(deviceClassOf({ deviceMemory: 4, hardwareConcurrency: 6 })).toBe('mid');
    expect(deviceClassOf({ deviceMemory: 8, hardwareConcurrency: 8 })).toBe('high');
    expect(connectionOf({ connection: { effectiveType: '3g' } })).toBe('3g');
    expect(connectionOf({ connection: { effectiveType: '5g' } })).toBe('unknown');
    expect(connectionOf({})).toBe('unknown');
  });

  it('sends what came since the last beacon as one JSON blob, the latest value of each vital', async () => {
    const sent: { url: string; data: Blob }[] = [];
    const batch = createVitalsBatch({
      routeFamily: 'listing',
      device: 'mid',
      connection: '4g',
      target: { sendBeacon: (url, data) => sent.push({ url, data }) > 0 },
    });
    expect(batch.flush()).toBe(false);
    batch.add({ name: 'CLS', value: 0.05, navigationType: 'navigate' });
    batch.add({ name: 'CLS', value: 0.08, navigationType: 'navigate' });
    batch.add({ name: 'LCP', value: 1830.2, navigationType: 'back-forward-cache' });
    batch.add({ name: 'INP', value: Number.NaN, navigationType: 'navigate' });
    batch.add({ name: 'FCP', value: 400, navigationType: 'some-new-type' });
    expect(batch.flush()).toBe(true);
    expect(batch.flush()).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(VITALS_URL);
    expect(sent[0]!.data.type).toBe('application/json');
    const text = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(sent[0]!.data);
    });
    const base = { route_family: 'listing', device: 'mid', connection: '4g' };
    expect(JSON.parse(text)).toEqual([
      { ...base, name: 'CLS', value: 0.08, navigation_type: 'navigate' },
      { ...base, name: 'LCP', value: 1830.2, navigation_type: 'back-forward-cache' },
      { ...base, name: 'FCP', value: 400, navigation_type: 'navigate' },
    ]);
  });
});
