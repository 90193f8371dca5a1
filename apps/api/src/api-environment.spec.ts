/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ENVIRONMENT, checkApiEnvironment } from './api-environment';
import { ConfigError, readAppConfig } from './app-config';

describe('the API environment: one schema, checked at start', () => {
  it('given nothing set, then nothing is wrong and every variable is unset', () => {
    expect(checkApiEnvironment({})).toEqual({ environment: {}, problems: [] });
  });

  it('given valid values with spaces and blanks, then they are trimmed and a blank one is unset', () => {
    const { environment, problems } = checkApiEnvironment({
      PORT: ' 3400 ',
      DATABASE_URL: 'postgres://api@db:5432/nivaas',
      REDIS_URL: '',
      PRICING_GST_SLABS: '7500:0.05,Infinity:0.18',
      PATH: '/usr/bin',
    });
    expect(problems).toEqual([]);
    expect(environment).toEqual({
      PORT: '3400',
      DATABASE_URL: 'postgres://api@db:5432/nivaas',
      PRICING_GST_SLABS: '7500:0.05,Infinity:0.18',
    });
  });

  it('given typos, then each variable is named with what it expects, never defaulted in silence', () => {
    const { problems } = checkApiEnvironment({
      PORT: '33o3',
      PENDING_HOLD_MINUTES: 'fifteen',
      GATEWAY_PROVIDER: 'paytm',
      PUBLIC_SITE_URL: 'nivaas.example',
      PRICING_GST_SLABS: '7500=0.05',
    });
    expect(problems).toEqual([
      'PORT must be a whole number (it is "33o3")',
      'GATEWAY_PROVIDER must be simulated or razorpay (it is "paytm")',
      'PUBLIC_SITE_URL must be a http or https URL (it is "nivaas.example")',
      'PRICING_GST_SLABS must be upTo:rate pairs, e.g. 7500:0.05,Infinity:0.18 (it is "7500=0.05")',
      'PENDING_HOLD_MINUTES must be a whole number (it is "fifteen")',
    ]);
  });

  it('given a typo, then the API refuses to start with one message naming it', () => {
    expect(() => readAppConfig({ PURGE_INTERVAL_MINUTES: '15m' }, false)).toThrow(ConfigError);
    expect(() => readAppConfig({ PURGE_INTERVAL_MINUTES: '15m' }, false)).toThrow(
      'Refusing to start: missing or invalid configuration: PURGE_INTERVAL_MINUTES must be a whole number (it is "15m")',
    );
  });

  it('given the README, then every variable of the schema is documented there', () => {
    const readme = readFileSync(join(__dirname, '../README.md'), 'utf8');
    const undocumented = Object.keys(API_ENVIRONMENT.properties).filter((name) => !readme.includes(`\`${name}\``));
    expect(undocumented).toEqual([]);
  });
});
