/** Campaign banners shown on home and listings; the coupon codes exist in the seeded coupons table. */
export const CAMPAIGN_BANNERS = [
  {
    id: 1,
    title: 'First stay? 25% off',
    subtitle: 'Use WELCOME on your first booking',
    image_url: '/api/images/cities/goa-1024.jpg',
    cta: 'Book now',
    link: '/hotels-in-goa/',
    coupon_code: 'WELCOME',
    page: 'all',
  },
  {
    id: 2,
    title: 'Weekend in Bengaluru',
    subtitle: '15% off with WEEKEND15',
    image_url: '/api/images/cities/bengaluru-1024.jpg',
    cta: 'Explore',
    link: '/hotels-in-bengaluru/',
    coupon_code: 'WEEKEND15',
    page: 'home',
  },
  {
    id: 3,
    title: 'Members save more',
    subtitle: 'Log in for member prices',
    image_url: '/api/images/cities/jaipur-1024.jpg',
    cta: 'Log in',
    link: '/login/',
    coupon_code: null,
    page: 'listing',
  },
];
