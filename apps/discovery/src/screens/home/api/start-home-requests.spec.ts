import { BANNER_IMAGE_SIZES, startHomeRequests } from './early-requests';

jest.mock('./get-campaign-banners', () => ({
  getCampaignBanners: jest.fn().mockResolvedValue([{ id: 1, image_url: '/api/images/cities/goa-640.jpg' }]),
}));
jest.mock('./get-popular-cities', () => ({ getPopularCities: jest.fn().mockResolvedValue([]) }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startHomeRequests', () => {
  it('given the banners arrive, then the first banner picture is preloaded with the srcset and sizes its element uses, once', async () => {
    startHomeRequests(document);
    await settle();
    startHomeRequests(document);
    await settle();
    const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/api/images/cities/goa-640.jpg');
    expect(links[0]?.getAttribute('imagesrcset')).toContain('/api/images/cities/goa-1024.jpg 1024w');
    expect(links[0]?.getAttribute('imagesizes')).toBe(BANNER_IMAGE_SIZES);
    expect(links[0]?.getAttribute('fetchpriority')).toBe('high');
  });
});
