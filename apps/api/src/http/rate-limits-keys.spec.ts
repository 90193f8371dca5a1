import { normalisePhone } from '../phone/normalise-phone';
import { normaliseEmail } from './rate-limits-keys';
import { trustedProxies } from './rate-limits-client-address';
import { readRateLimitConfig } from './rate-limits-config';
import { inWords } from './rate-limits-register';

describe('normalisePhone: one phone, however it is written, is one count', () => {
  it.each([
    ['+91 98330 00001', '+91'],
    ['919833000001', '+91'],
    ['9833000001', '+91'],
    ['09833000001', '+91'],
    ['+919833000001', '+91'],
    ['98330-00001', '+91'],
  ])('%s with %s is +919833000001', (number, code) => expect(normalisePhone(number, code)).toBe('+919833000001'));

  it('keeps other countries and numbers apart', () => {
    expect(normalisePhone('2025550123', '+1')).toBe('+12025550123');
    expect(normalisePhone('12025550123', '+1')).toBe('+12025550123');
    expect(normalisePhone('07700900123', '+44')).toBe('+447700900123');
    expect(normalisePhone('9833000002', '+91')).not.toBe(normalisePhone('9833000001', '+91'));
    expect(normalisePhone('9833000001', '+44')).not.toBe(normalisePhone('9833000001', '+91'));
  });

  it('gives a number it cannot read a stable key of its digits (never throws)', () => {
    expect(normalisePhone('98330', '+91')).toBe('+9198330');
    expect(normalisePhone('0098330', '+91')).toBe('+9198330');
    expect(normalisePhone('4685550', '+1-268')).toBe(normalisePhone('4685550', '+1-268'));
  });
});

describe('normaliseEmail', () => {
  it('is one inbox in any case, without surrounding spaces', () =>
    expect(normaliseEmail('  Asha.Rao@Example.IN ')).toBe('asha.rao@example.in'));
});

describe('trustedProxies (Fastify trustProxy): through configured proxies only', () => {
  it('trusts loopback by default, at any hop, and nothing else', () => {
    const trust = trustedProxies({});
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
    // The walk stops at the first untrusted entry from the right: that is the client.
    expect(trust('203.0.113.9', 1)).toBe(false);
    expect(trust('127.0.0.1', 1)).toBe(true);
  });

  it('takes a list of addresses and subnets, none, or refuses a bad value at start-up', () => {
    const trust = trustedProxies({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.5' });
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('192.0.2.5', 0)).toBe(true);
    expect(trust('127.0.0.1', 0)).toBe(false);
    expect(trustedProxies({ TRUST_PROXY: 'none' })('127.0.0.1', 0)).toBe(false);
    expect(() => trustedProxies({ TRUST_PROXY: 'the-load-balancer' })).toThrow(/TRUST_PROXY/);
  });
});

describe('readRateLimitConfig', () => {
  it('keeps counts in memory at full strength by default', () =>
    expect(readRateLimitConfig({}, false)).toEqual({ enabled: true, redisUrl: null, addressScale: 1 }));
  it('turns off for a test set-up only: never in production', () => {
    expect(readRateLimitConfig({ RATE_LIMITS: 'off' }, false).enabled).toBe(false);
    expect(() => readRateLimitConfig({ RATE_LIMITS: 'off' }, true)).toThrow(/production keeps its abuse limits/);
    expect(readRateLimitConfig({ RATE_LIMITS: 'on' }, true).enabled).toBe(true);
    expect(() => readRateLimitConfig({ RATE_LIMITS: 'no' }, false)).toThrow(/RATE_LIMITS/);
  });
  it('reads REDIS_URL and RATE_LIMIT_ADDRESS_SCALE, and refuses what they cannot be', () => {
    expect(readRateLimitConfig({ REDIS_URL: 'redis://127.0.0.1:6390', RATE_LIMIT_ADDRESS_SCALE: '50' }, true)).toEqual({
      enabled: true,
      redisUrl: 'redis://127.0.0.1:6390',
      addressScale: 50,
    });
    expect(() => readRateLimitConfig({ REDIS_URL: 'http://cache' }, false)).toThrow(/REDIS_URL/);
    expect(() => readRateLimitConfig({ RATE_LIMIT_ADDRESS_SCALE: '0.5' }, false)).toThrow(/RATE_LIMIT_ADDRESS_SCALE/);
    expect(() => readRateLimitConfig({ RATE_LIMIT_ADDRESS_SCALE: 'lots' }, false)).toThrow(/RATE_LIMIT_ADDRESS_SCALE/);
  });
});

describe('inWords: the wait a 429 names, rounded up so trying again then works', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [600, '10 minutes'],
    [3540, '59 minutes'],
    [3541, '1 hour'],
    [3600, '1 hour'],
    [86_400, '24 hours'],
  ])('%i s is "%s"', (seconds, words) => expect(inWords(seconds)).toBe(words));
});
