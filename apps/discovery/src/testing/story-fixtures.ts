import type { City } from '@nivaas/api-client/contract';
import type { FakeHandlers } from '@nivaas/api-client/testing';
import { suggestion } from '../features/search-widget/testing';
import { summary } from '../screens/listing/testing/listing-fixtures';
import { apiCity } from './city-fixtures';

/**
 * The discovery screens' answers for stories, as their specs answer them; a story changes what its state needs
 * (`{ ...homeApi(), getPopularCities: { data: [] } }`). Photos are at the paths .storybook/public/ holds.
 * Never imported by app code.
 */

/** A popular city with 42 hotels and its photo. */
export const popularCity = (name: string, slug: string, over: Partial<City> = {}): City =>
  apiCity(name, {
    id: slug.length,
    slug,
    coordinates: { lat: 1, lng: 2 },
    hotel_count: 42,
    image_url: `/api/images/cities/${slug}-640.jpg`,
    is_popular: true,
    ...over,
  });

/** Hotel 1042 as the landing sections and the search list it: a name, a place, a rating and a photo. */
export const landingHotel = (name = 'Nivaas Koramangala Residency') => ({
  id: 1042,
  name,
  address: { city: 'Bengaluru', city_slug: 'bengaluru', locality: 'Koramangala' },
  rating_summary: { rating: 4.3, count: 120 },
  images: [
    {
      url: '/api/images/hotels/1042/1-1024.jpg',
      width: 1024,
      height: 768,
      srcset: [{ width: 320, height: 240, url: '/api/images/hotels/1042/1-320.jpg' }],
    },
  ],
});

export const WEEKEND_BANNER = {
  id: 2,
  title: 'Weekend in Bengaluru',
  subtitle: '15% off',
  image_url: '/api/images/cities/bengaluru-1024.jpg',
  cta: 'Explore',
  link: '/hotels-in-bengaluru/',
  coupon_code: 'WEEKEND15',
  page: 'home',
};

/** The campaign detail behind the weekend banner (/?campaign=2). */
export const WEEKEND_DETAIL = {
  ...WEEKEND_BANNER,
  subtitle: '15% off with WEEKEND15',
  description: 'Plan a weekend in Bengaluru. The code works in every city and on any day.',
  terms: ['One coupon per booking.'],
  coupon: {
    code: 'WEEKEND15',
    percent: 15,
    max_discount: 750,
    min_amount: 2000,
    first_booking_only: false,
    login_required: false,
  },
};

const SUGGESTIONS = {
  suggestions: [
    suggestion('city', 'Bengaluru'),
    suggestion('locality', 'Koramangala'),
    suggestion('hotel', 'Nivaas Koramangala Residency'),
  ],
};

/** Home's calls: banners, popular cities, landing hotels, promotions, the SEO footer and the widget's suggestions. */
export function homeApi(hotelName?: string): FakeHandlers {
  const hotel = landingHotel(hotelName);
  return {
    getCampaignBanners: { data: [WEEKEND_BANNER] },
    getCampaignBanner: WEEKEND_DETAIL,
    getPopularCities: {
      data: [popularCity('Bengaluru', 'bengaluru'), popularCity('Goa', 'goa'), popularCity('Jaipur', 'jaipur')],
    },
    getLandingPageContent: {
      data: {
        budget: [hotel],
        couple_friendly_hotels: [],
        cities: [
          {
            ...popularCity('Bengaluru', 'bengaluru'),
            localities: [
              { name: 'Koramangala', slug: 'koramangala', coordinates: { lat: 1, lng: 2 }, hotel_count: 12 },
              { name: 'Indiranagar', slug: 'indiranagar', coordinates: { lat: 1, lng: 2 }, hotel_count: 1 },
            ],
          },
        ],
      },
    },
    getContentsV2: {
      data: {
        special_rate_hotels: {
          code: 'new_year',
          percent_off: 15,
          checkin: '2026-12-30',
          checkout: '2027-01-01',
          hotels: [hotel],
        },
        perfect_stay: { title: 'Perfect Stay or it’s free', text: 'Tell us within 30 minutes and we fix it.' },
        wallets_promotion: { title: 'Use points', text: 'Pay up to 20% with reward points' },
        part_pay_promotion: { title: 'Part pay', text: 'Pay 30% now' },
        loyalty_page_info: {
          heading_banner: {
            title: 'Nivaas Rewards',
            subtitle: 'Earn on every stay',
            image_url: '/api/images/cities/jaipur-1024.jpg',
          },
          ladder: [{ tier: 'gold', nights: 5, text: 'Early check-in' }],
          eligibility: 'Every logged-in guest is a Silver member.',
          tnc_url: '/terms/rewards-info/',
        },
      },
    },
    getContentsV1: {
      data: { msite_seo_footer: { title: 'Popular searches', text: 'Budget hotels across India.' } },
    },
    getSearchSuggestions: SUGGESTIONS,
  };
}

/** /search/{term}/: places and hotels for the term, and the popular cities an amenity is offered in. */
export function searchApi(hotelName = 'Nivaas Koramangala Residency'): FakeHandlers {
  const hotel = summary(1042, {
    name: hotelName,
    slug: 'nivaas-koramangala-residency',
    images: summary(1042).images.slice(0, 1),
    rating_summary: { rating: 4.25, count: 10 },
  });
  return {
    getSearchSuggestions: SUGGESTIONS,
    searchHotels: { total: 1, page: 1, limit: 20, hotel_ids: [1042], hotels: [hotel] },
    getPopularCities: { data: [popularCity('Goa', 'goa'), popularCity('Jaipur', 'jaipur')] },
  };
}

/** A search that finds nothing: no places, no hotels. */
export const NOTHING_FOUND: FakeHandlers = {
  getSearchSuggestions: { suggestions: [] },
  searchHotels: { total: 0, page: 1, limit: 20, hotel_ids: [], hotels: [] },
};

const city = (name: string, state: string, hotels = 10) => apiCity(name, { state, hotel_count: hotels });

/** /cities/: four cities in three states, Bengaluru and New Delhi leading as the cities with the most hotels. */
export function citiesApi(longName?: string): FakeHandlers {
  return {
    getContentsV2: { data: { top_cities: [city('Bengaluru', 'Karnataka', 42), city('New Delhi', 'Delhi', 30)] } },
    getCities: {
      data: [
        city('Pune', 'Maharashtra'),
        city('New Delhi', 'Delhi', 30),
        city('Bengaluru', 'Karnataka', 42),
        city('Mumbai', 'Maharashtra'),
        ...(longName ? [city(longName, 'Tamil Nadu', 3)] : []),
      ],
    },
  };
}

/** Eleven questions from guests (the last unanswered), five to a page. */
const QUESTIONS = Array.from({ length: 11 }, (_, i) => ({
  id: i + 1,
  question: `Can I check in early on day ${i + 1}?`,
  answers:
    i === 10
      ? []
      : [
          {
            user: 'Nivaas team',
            date: '2026-03-02',
            verified: i % 2 === 0,
            answer: `Yes, from 10 am on day ${i + 1}.`,
          },
        ],
}));

/** /faq/: the FAQ's sections, its booking policies, and the guests' questions with a stand-in for the API's search. */
export function faqApi(questions = QUESTIONS): FakeHandlers {
  return {
    getContentsV1: ({ query }) =>
      query.key === 'policies'
        ? { data: { policies: { cancellation: 'Free cancellation till 24 hours before check-in.' } } }
        : {
            data: {
              faq_content: {
                title: 'FAQ',
                sections: [
                  { title: 'Booking', items: [{ q: 'How do I book?', a: 'Search a city and pay.' }] },
                  {
                    title: 'Payments',
                    items: [{ q: 'Can I pay at the hotel?', a: 'Yes, on rate plans that say so.' }],
                  },
                ],
              },
            },
          },
    getFaqs: (input) => {
      const { offset = 0, limit = 5, query: words } = input.query ?? {};
      const found = words
        ? questions.filter((q) => `${q.question} ${q.answers[0]?.answer ?? ''}`.includes(words))
        : questions;
      return { title: 'Frequently asked questions', total: found.length, content: found.slice(offset, offset + limit) };
    },
    addQuestion: { id: 99, status: 'pending' },
  };
}

/** /aboutus/ and /brands/{product}/: the "why us" points and the contacts. */
export const CONTENT_API: FakeHandlers = {
  getContentsV2: {
    data: {
      why_nivaas: [
        { title: 'Clean rooms', text: 'Hygiene Shield checks' },
        { title: 'Fair prices', text: 'The price you see is the price you pay' },
      ],
      gdc_customer_care_numbers: { default: '+91 80 4719 8000', whatsappSupportUrl: 'https://wa.me/918047198001' },
    },
  },
};
