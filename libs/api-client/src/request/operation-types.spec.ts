import { createApiClient } from '../create-api-client';
import type { ApiClient } from './operation-types';

// Type-level guards: `nx typecheck` fails if the derived signatures stop matching the contract.
// The functions are never called here; the describe only keeps Jest from reporting an empty file.
export function typeGuards(client: ApiClient) {
  void client.getCities();
  void client.getRoomPrices({ params: { hotelId: 1 }, query: { checkin: '2026-11-21', checkout: '2026-11-22' } });
  // @ts-expect-error path parameters are required
  void client.getRoomPrices({ query: { checkin: '2026-11-21', checkout: '2026-11-22' } });
  // @ts-expect-error a body is required
  void client.loginGoogle();
  // @ts-expect-error unknown operations do not exist
  void client.notAnOperation;
}

describe('operation types', () => {
  it('exist for the client factory', () => expect(typeof createApiClient).toBe('function'));
});
