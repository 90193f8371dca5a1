import { languageAlternates, scriptSafeJson, seoTags } from './seo-tags';

const base = { title: ' T ', meta: [], link: [], structured_data: {}, footer_interlinks: [] };

describe('seoTags', () => {
  it('given Open Graph names, then they become property= tags; others stay name=', () => {
    const tags = seoTags({
      ...base,
      meta: [
        { name: 'og:title', content: 'a' },
        { name: 'description', content: 'b' },
        { name: 'twitter:card', content: 'c' },
      ],
    });
    expect(tags.metas).toEqual([
      { attribute: 'property', key: 'og:title', content: 'a' },
      { attribute: 'name', key: 'description', content: 'b' },
      { attribute: 'name', key: 'twitter:card', content: 'c' },
    ]);
    expect(tags.title).toBe('T');
  });

  it('given tags the page owns or odd names, then they are dropped', () => {
    const tags = seoTags({
      ...base,
      meta: [
        { name: 'viewport', content: 'x' },
        { name: 'a b', content: 'x' },
        { name: '', content: 'x' },
      ],
    });
    expect(tags.metas).toEqual([]);
  });

  it('given links, then only describing relations with http(s) or path targets are kept', () => {
    const tags = seoTags({
      ...base,
      link: [
        { rel: 'canonical', href: 'https://x.example/a/' },
        { rel: 'alternate', href: '/fr/' },
        { rel: 'stylesheet', href: 'https://x.example/s.css' },
        // eslint-disable-next-line no-script-url -- a hostile value, to prove it is refused
        { rel: 'canonical', href: 'javascript:alert(1)' },
        { rel: 'canonical', href: '//evil.example/' },
      ],
    });
    expect(tags.links.filter((link) => !link.hreflang)).toEqual([
      { rel: 'canonical', href: 'https://x.example/a/' },
      { rel: 'alternate', href: '/fr/' },
    ]);
  });

  it('given a canonical URL, then the page in each language is an hreflang alternate, and the canonical is x-default', () => {
    const tags = seoTags({ ...base, link: [{ rel: 'canonical', href: 'https://x.example/a/?page=2' }] });
    expect(tags.links.filter((link) => link.hreflang)).toEqual([
      { rel: 'alternate', hreflang: 'en-GB', href: 'https://x.example/a/?page=2&lang=en-GB' },
      { rel: 'alternate', hreflang: 'fr-FR', href: 'https://x.example/a/?page=2&lang=fr-FR' },
      { rel: 'alternate', hreflang: 'en-IN', href: 'https://x.example/a/?page=2&lang=en-IN' },
      { rel: 'alternate', hreflang: 'hi-IN', href: 'https://x.example/a/?page=2&lang=hi-IN' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://x.example/a/?page=2' },
    ]);
    expect(languageAlternates('/a/').map((link) => link.href)).toEqual([
      '/a/?lang=en-GB',
      '/a/?lang=fr-FR',
      '/a/?lang=en-IN',
      '/a/?lang=hi-IN',
      '/a/',
    ]);
    expect(seoTags({ ...base, link: [] }).links).toEqual([]);
  });

  it('given structured data, then it is JSON with no "<" at all; empty data is no block', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    const tags = seoTags({ ...base, structured_data: data });
    expect(tags.jsonLd).not.toContain('<');
    expect(JSON.parse(tags.jsonLd ?? '')).toEqual(data);
    expect(seoTags(base).jsonLd).toBeNull();
    expect(scriptSafeJson({ a: '<!--' })).toBe('{"a":"\\u003c!--"}');
  });

  it("given footer interlinks, then they are script-safe JSON for the page's data block; none is no block", () => {
    const interlinks = [{ title: '</script>', links: [{ label: 'Hotels in Goa', href: '/hotels-in-goa/' }] }];
    const tags = seoTags({ ...base, footer_interlinks: interlinks });
    expect(tags.interlinksJson).not.toContain('<');
    expect(JSON.parse(tags.interlinksJson ?? '')).toEqual(interlinks);
    expect(seoTags(base).interlinksJson).toBeNull();
  });
});
