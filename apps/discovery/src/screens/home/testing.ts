import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';

/** Test helpers of the home screen's specs. Never imported by app code. */

/**
 * The home screen's calls (and `extra` ones) as jest mocks, reset and handed to the one fake API client before
 * each test; the spec says what they answer.
 */
export function provideHomeApi<Extra extends Record<string, jest.Mock>>(extra?: Extra) {
  const api = {
    getPopularCities: jest.fn(),
    getCampaignBanners: jest.fn(),
    getLandingPageContent: jest.fn(),
    getContentsV2: jest.fn(),
    getContentsV1: jest.fn(),
    getSearchSuggestions: jest.fn(),
    ...(extra as Extra),
  };
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    provideApiClient(createFakeApiClient(api));
  });
  return api;
}
