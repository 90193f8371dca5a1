import remote from './routes';

describe('hotel ./Routes', () => {
  it('names itself and loads its screens lazily', async () => {
    expect(remote.remote).toBe('hotel');
    const screen = await remote.routes['hotel-details']?.load();
    expect(typeof screen?.default).toBe('function');
  });
});
