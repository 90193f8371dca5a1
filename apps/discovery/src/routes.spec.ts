import remote from './routes';

describe('discovery ./Routes', () => {
  it('names itself and loads its home screen lazily', async () => {
    expect(remote.remote).toBe('discovery');
    const home = await remote.routes.home?.load();
    expect(typeof home?.default).toBe('function');
  });
});
