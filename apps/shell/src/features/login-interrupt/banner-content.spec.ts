import { ensureBannerContent, parseBanner, type BannerCache } from './banner-content';

const content = {
  login_interrupt_banner: {
    title: 'Log in for member prices',
    subtitle: 'Save 5%',
    cta: 'Log in',
    image_url: '/api/images/cities/goa-640.jpg',
  },
};

describe('login_interrupt_banner content (docs/rules.md section 4: on open, banner content is fetched if empty)', () => {
  it('given no content yet, then it is fetched once and kept', async () => {
    const cache: BannerCache = { value: null };
    const fetch = jest.fn().mockResolvedValue(content);
    expect((await ensureBannerContent(cache, fetch)).title).toBe('Log in for member prices');
    await ensureBannerContent(cache, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('given content already held, then nothing is fetched', async () => {
    const cache: BannerCache = { value: parseBanner(content) };
    const fetch = jest.fn();
    await ensureBannerContent(cache, fetch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('given a failed fetch, then empty texts (the catalogue fills them) and a retry next time', async () => {
    const cache: BannerCache = { value: null };
    const fetch = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(content);
    expect(await ensureBannerContent(cache, fetch)).toEqual({ title: '', subtitle: '', cta: '', imageUrl: null });
    expect((await ensureBannerContent(cache, fetch)).cta).toBe('Log in');
  });

  it('given an image on another origin or odd values, then they are dropped', () => {
    expect(parseBanner({ login_interrupt_banner: { title: 7, image_url: 'https://evil.example/x.png' } })).toEqual({
      title: '',
      subtitle: '',
      cta: '',
      imageUrl: null,
    });
    expect(parseBanner(null).title).toBe('');
  });
});
