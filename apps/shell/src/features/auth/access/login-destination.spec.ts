import { afterLoginPath, loginDestination, walletHandOffUrl } from './login-destination';

describe('redirect safety: /login/?redirect= goes only to a path of this site (docs/rules.md section 2)', () => {
  it.each([
    ['?redirect=%2Faccount%2Fbooking-history%2F', '/account/booking-history/'],
    ['?redirect=/hotels-in-goa/?checkin=01-12-2026', '/hotels-in-goa/?checkin=01-12-2026'],
  ])('given %s, then it goes to %s', (search, path) => expect(afterLoginPath(search)).toBe(path));

  it.each([
    '?redirect=https://evil.example/',
    '?redirect=//evil.example/',
    '?redirect=/%5Cevil.example',
    '?redirect=javascript:alert(1)',
    '?redirect=account/booking-history/',
    '?redirect=/%0D%0ALocation:%20x',
    '?redirect=',
    '',
  ])('given %p, then it goes home', (search) => expect(afterLoginPath(search)).toBe('/'));
});

describe('wallet hand-off: the user id goes to redirectUrl, only over http(s)', () => {
  it('given an https redirectUrl, then userId is appended as a query parameter, keeping its own query', () => {
    const search = `?redirectUrl=${encodeURIComponent('https://wallet.example/back?x=1#top')}`;
    expect(walletHandOffUrl(search, '42')).toBe('https://wallet.example/back?x=1&userId=42#top');
  });

  it('given a redirectUrl that already names a user, then ours replaces it', () => {
    const search = `?redirectUrl=${encodeURIComponent('http://localhost:9000/cb?userId=7')}`;
    expect(walletHandOffUrl(search, '42')).toBe('http://localhost:9000/cb?userId=42');
  });

  it.each([
    ['javascript', 'alert(1)'].join(':'),
    'data:text/html,hi',
    '/relative/',
    'ftp://x.example/',
    'https://user:pw@x.example/',
    'not a url',
  ])('given redirectUrl %p, then nothing is handed over', (url) =>
    expect(walletHandOffUrl(`?redirectUrl=${encodeURIComponent(url)}`, '42')).toBeNull(),
  );

  it('given no redirectUrl or no user id, then nothing is handed over', () => {
    expect(walletHandOffUrl('', '42')).toBeNull();
    expect(walletHandOffUrl('?redirectUrl=https%3A%2F%2Fw.example%2F', '')).toBeNull();
  });
});

describe('loginDestination: where a signed-in visitor on /login/ goes', () => {
  const search = `?redirect=%2Faccount%2Fbooking-history%2F&redirectUrl=${encodeURIComponent('https://wallet.example/cb')}`;
  it('logged-in users on the login page go home', () => {
    expect(loginDestination({ search, userId: '42', inWalletApp: false, signedInHere: false })).toEqual({
      kind: 'path',
      path: '/',
    });
  });
  it('in the wallet app the user id is handed to the redirectUrl', () => {
    expect(loginDestination({ search, userId: '42', inWalletApp: true, signedInHere: false })).toEqual({
      kind: 'external',
      url: 'https://wallet.example/cb?userId=42',
    });
  });
  it('after signing in on the page, the redirect path is followed', () => {
    expect(loginDestination({ search, userId: '42', inWalletApp: false, signedInHere: true })).toEqual({
      kind: 'path',
      path: '/account/booking-history/',
    });
  });
});
