import { CONTRACT } from '@nivaas/api-client/contract';
import { API_SERVICES, apiServiceOf, serviceBaseUrl } from './api-services';

describe('which service a call goes to (docs/rules.md section 7: base URLs per service)', () => {
  it.each([
    ['/api/growth/cancellation/booking_details/abc', 'growth'],
    ['/api/growth/cancellation/cancel-booking/', 'growth'],
    ['/api/athena/corporate-price/?hotel_ids=1', 'corporate'],
    ['/api/feedback/v2/feedbacks/', 'feedback'],
    ['/api/images/hotels/1001/1.jpg', 'images'],
    ['/api/v1/psychological-triggers/?hotel_id=1', 'trigger'],
    ['/api/graphql', 'graphql'],
    ['/api/graphql?op=x', 'graphql'],
    ['/api/vortex/events/', 'vortex'],
    ['/api/v1/feedbacks/12/', 'web'],
    ['/api/v6/pricing/hotels/', 'web'],
    ['/api/growthy/', 'web'],
    ['/api/imagesearch/', 'web'],
    ['/', 'web'],
  ])('given %s, then %s', (path, service) => {
    expect(apiServiceOf(path)).toBe(service);
  });

  it('given the contract, then every call has a service among those docs/rules.md names, and section 7 paths go where their prefix says', () => {
    const services = Object.values(CONTRACT).map((operation) => apiServiceOf(operation.path));
    for (const service of services) expect(API_SERVICES).toContain(service);
    expect(apiServiceOf(CONTRACT.getCorporatePrice.path)).toBe('corporate');
    expect(apiServiceOf(CONTRACT.cancelBooking.path)).toBe('growth');
    expect(apiServiceOf(CONTRACT.submitFeedbackV2.path)).toBe('feedback');
    expect(apiServiceOf(CONTRACT.getPsychologicalTriggers.path)).toBe('trigger');
    expect(apiServiceOf(CONTRACT.getHotelPrices.path)).toBe('web');
  });

  it('given a base for growth only, then growth calls use it and the rest the default', () => {
    const bases = { growth: 'https://growth.example' };
    expect(serviceBaseUrl('https://api.example', bases, '/api/growth/cancellation/cancel-booking/')).toBe(
      'https://growth.example',
    );
    expect(serviceBaseUrl('https://api.example', bases, '/api/athena/corporate-price/')).toBe('https://api.example');
    expect(serviceBaseUrl('https://api.example', undefined, '/api/growth/x')).toBe('https://api.example');
  });
});
