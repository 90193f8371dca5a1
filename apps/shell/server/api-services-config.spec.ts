/** @jest-environment node */
import { apiServiceVariable, readApiServiceUrls } from './api-services-config';

describe('backend service base URLs (docs/rules.md section 7)', () => {
  it('given only API_URL, then every service is the one API', () => {
    const urls = readApiServiceUrls({}, 'http://127.0.0.1:3333');
    expect(new Set(Object.values(urls))).toEqual(new Set(['http://127.0.0.1:3333']));
    expect(Object.keys(urls).sort()).toEqual(
      ['corporate', 'feedback', 'graphql', 'growth', 'images', 'trigger', 'vortex', 'web'].sort(),
    );
  });

  it('given a variable per service, then each is read (a trailing slash is fine)', () => {
    const urls = readApiServiceUrls(
      {
        API_GROWTH_URL: 'https://growth.example.in/',
        API_CORPORATE_URL: 'https://athena.example.in',
        API_TRIGGER_URL: 'http://10.0.0.7:8080',
      },
      'https://api.example.in',
    );
    expect(urls).toMatchObject({
      web: 'https://api.example.in',
      growth: 'https://growth.example.in',
      corporate: 'https://athena.example.in',
      trigger: 'http://10.0.0.7:8080',
      feedback: 'https://api.example.in',
      images: 'https://api.example.in',
    });
  });

  it.each([
    [{ API_GROWTH_URL: 'not a url' }, /Invalid URL/],
    [{ API_IMAGES_URL: 'ftp://images.example' }, /API_IMAGES_URL must be http/],
    [{ API_FEEDBACK_URL: 'https://feedback.example/svc' }, /API_FEEDBACK_URL must be an origin/],
  ])('given the malformed %j, then start-up fails naming it', (env, message) => {
    expect(() => readApiServiceUrls(env, 'http://127.0.0.1:3333')).toThrow(message);
  });

  it('names each variable', () => {
    expect(apiServiceVariable('web')).toBe('API_URL');
    expect(apiServiceVariable('vortex')).toBe('API_VORTEX_URL');
  });
});
