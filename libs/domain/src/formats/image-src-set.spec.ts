import { srcSetOf } from './image-src-set';

describe('srcSetOf', () => {
  it("given a picture named by its width, then the API's three widths", () => {
    expect(srcSetOf('/api/images/cities/goa-640.jpg')).toBe(
      '/api/images/cities/goa-320.jpg 320w, /api/images/cities/goa-640.jpg 640w, /api/images/cities/goa-1024.jpg 1024w',
    );
  });

  it.each(['/cdn/a_large.webp', '/api/images/goa.jpg', ''])('given %j, then none', (url) => {
    expect(srcSetOf(url)).toBeUndefined();
  });
});
