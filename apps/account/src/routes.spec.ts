import remote from './routes';

describe('account ./Routes', () => {
  it('names itself and loads its screens lazily', async () => {
    expect(remote.remote).toBe('account');
    const screen = await remote.routes['booking-history']?.load();
    expect(typeof screen?.default).toBe('function');
  });
});
