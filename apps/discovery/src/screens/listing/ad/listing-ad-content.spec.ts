import { listingAdContent } from './listing-ad-content';

const value = {
  title: 'Weekend getaways in Goa',
  text: 'Budget stays a short walk from the beaches.',
  cta: 'See hotels in Goa',
  image_url: '/api/images/cities/goa-640.jpg',
  link: '/hotels-in-goa/',
};

describe('listingAdContent (the listing ad, read defensively)', () => {
  it('given the content, then its texts, picture and link', () => {
    expect(listingAdContent(value, '/hotels-in-bengaluru/')).toEqual({
      title: 'Weekend getaways in Goa',
      text: 'Budget stays a short walk from the beaches.',
      cta: 'See hotels in Goa',
      imageUrl: '/api/images/cities/goa-640.jpg',
      link: '/hotels-in-goa/',
    });
  });

  it('given the listing the ad leads to, then no ad there', () => {
    expect(listingAdContent(value, '/hotels-in-goa/')).toBeNull();
    expect(listingAdContent({ ...value, link: '/hotels-in-goa/?utm_source=ad' }, '/hotels-in-goa/')).toBeNull();
  });

  it.each([
    ['nothing', undefined],
    ['no title', { ...value, title: '  ' }],
    ['a link to another site', { ...value, link: 'https://example.com/' }],
    ['a protocol-relative link', { ...value, link: '//example.com/' }],
    ['no link', { ...value, link: undefined }],
  ])('given %s, then no ad', (_case, content) => {
    expect(listingAdContent(content, '/hotels-in-bengaluru/')).toBeNull();
  });
});
