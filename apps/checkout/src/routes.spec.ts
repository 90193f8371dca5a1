import remote from './routes';

describe('checkout ./Routes', () => {
  it('names itself and loads its screens lazily', async () => {
    expect(remote.remote).toBe('checkout');
    const screen = await remote.routes['itinerary']?.load();
    expect(typeof screen?.default).toBe('function');
  });

  it.each(['payment-process', 'razorpay-payment-process', 'confirmation'] as const)(
    'loads the after-payment screen %s lazily',
    async (id) => {
      const screen = await remote.routes[id]?.load();
      expect(typeof screen?.default).toBe('function');
    },
  );
});
