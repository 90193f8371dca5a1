import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { forgetEarlyAnswers } from '../../../features/first-view/testing';
import { citiesRequest } from './get-cities';
import { loadCities } from './load-cities';
import { apiCity } from '../../../testing/city-fixtures';

const mockApi = { getCities: jest.fn(), getContentsV2: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const signal = () => new AbortController().signal;
const GOA = apiCity('Goa', {
  state: 'Goa',
  coordinates: { lat: 15.3, lng: 74.1 },
  hotel_count: 42,
  image_url: '/api/images/cities/goa-640.jpg',
  is_popular: true,
});

beforeEach(() => {
  mockApi.getCities.mockReset();
  mockApi.getCities.mockResolvedValue({ data: [GOA] });
  mockApi.getContentsV2.mockReset();
  mockApi.getContentsV2.mockResolvedValue({ data: { top_cities: [GOA] } });
});
afterEach(() => forgetEarlyAnswers());

describe('loadCities on the server (no document)', () => {
  it('given the cities, then it answers them as the page shows them, with the signal passed on', async () => {
    const abort = signal();
    await expect(loadCities({ signal: abort }, null)).resolves.toEqual({
      cities: [{ name: 'Goa', slug: 'goa', state: 'Goa', hotel_count: 42 }],
      topCities: [{ name: 'Goa', slug: 'goa', state: 'Goa', hotel_count: 42 }],
    });
    expect(mockApi.getCities).toHaveBeenCalledWith(undefined, { signal: abort });
  });

  it('given the call fails, then it throws: the shell sends the page to be drawn in the browser and keeps nothing', async () => {
    mockApi.getCities.mockRejectedValue(new Error('502'));
    await expect(loadCities({ signal: signal() }, null)).rejects.toThrow('502');
  });

  it.each([
    ['no data', {}],
    ['data that is not a list', { data: { cities: [GOA] } }],
    ['no answer', null],
  ])('given an answer with %s, then it throws as for a failed call', async (_case, answer) => {
    mockApi.getCities.mockResolvedValue(answer);
    await expect(loadCities({ signal: signal() }, null)).rejects.toThrow('no list of cities');
  });

  it('given a malformed city in the list, then that city is left out and the others kept', async () => {
    mockApi.getCities.mockResolvedValue({
      data: [GOA, { name: 'No slug' }, 7, { ...GOA, name: 'Pune', slug: 'pune', state: null, hotel_count: 'many' }],
    });
    await expect(loadCities({ signal: signal() }, null)).resolves.toEqual({
      cities: [
        { name: 'Goa', slug: 'goa', state: 'Goa', hotel_count: 42 },
        { name: 'Pune', slug: 'pune', state: '', hotel_count: 0 },
      ],
      topCities: [{ name: 'Goa', slug: 'goa', state: 'Goa', hotel_count: 42 }],
    });
  });
});

describe('loadCities in the browser (a client navigation)', () => {
  it('waits for nothing, and the request it started is the one the screen takes', async () => {
    mockApi.getCities.mockReturnValue(new Promise(() => undefined));
    await expect(loadCities({ signal: signal() }, document)).resolves.toBeNull();
    expect(mockApi.getCities).toHaveBeenCalledTimes(1);
    void citiesRequest.take(signal());
    expect(mockApi.getCities).toHaveBeenCalledTimes(1);
  });

  it('given its request fails, then nothing is thrown at the loader: the screen shows the failure', async () => {
    mockApi.getCities.mockRejectedValue(new Error('offline'));
    await expect(loadCities({ signal: signal() }, document)).resolves.toBeNull();
    await expect(citiesRequest.take(signal())).rejects.toThrow('offline');
  });
});
