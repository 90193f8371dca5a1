import { hotelPhoto } from './hotel-photo';

describe('hotelPhoto (a hotel image with the image service widths)', () => {
  it('given a sized image of the image service, then a srcset of its widths in a 4:3 box', () => {
    expect(hotelPhoto('/api/images/hotels/1042/1-1024.jpg')).toEqual({
      src: '/api/images/hotels/1042/1-640.jpg',
      srcSet:
        '/api/images/hotels/1042/1-320.jpg 320w, /api/images/hotels/1042/1-640.jpg 640w, /api/images/hotels/1042/1-1024.jpg 1024w',
      width: 640,
      height: 480,
    });
  });

  it('given the widths a small card needs, then only those in the srcset', () => {
    expect(hotelPhoto('/api/images/hotels/1042/1-640.jpg', [320, 640])?.srcSet).toBe(
      '/api/images/hotels/1042/1-320.jpg 320w, /api/images/hotels/1042/1-640.jpg 640w',
    );
  });

  it('given another URL, then it alone; given none, then no photo', () => {
    expect(hotelPhoto('https://cdn.example/x.png')).toEqual({
      src: 'https://cdn.example/x.png',
      width: 640,
      height: 480,
    });
    expect(hotelPhoto('')).toBeNull();
  });
});
