import remote from './routes';

describe('checkout ./Routes', () => {
  it('names itself and loads its screens lazily', async () => {
    expect(remote.remote).toBe('checkout');
    const screen = await remote.routes['itinerary']?.load();
    expect(typeof screen?.default).toBe('function');
  });
});
