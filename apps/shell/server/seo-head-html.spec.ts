import type { SeoMeta } from '@nivaas/api-client/contract';
import { seoHeadHtml } from './seo-head-html';

const meta = (overrides: Partial<SeoMeta> = {}): SeoMeta => ({
  title: 'Hotels in Goa | Nivaas',
  meta: [{ name: 'description', content: 'Goa' }],
  link: [{ rel: 'canonical', href: 'https://www.nivaas.example/hotels-in-goa/' }],
  structured_data: { '@type': 'ItemList' },
  footer_interlinks: [{ title: 'Popular cities', links: [{ label: 'Hotels in Goa', href: '/hotels-in-goa/' }] }],
  ...overrides,
});

/** The data block the footer reads, as a browser's parser would find it in the head. */
const interlinksBlock = (elements: string) =>
  /<script data-seo="" type="application\/json" id="nivaas-seo-interlinks">([\s\S]*?)<\/script>/.exec(elements)?.[1];

describe('seoHeadHtml', () => {
  it('given footer interlinks, then they are in the head as a JSON block, so the browser does not ask for them again', () => {
    const head = seoHeadHtml('listing /hotels-in-goa/', meta());
    expect(JSON.parse(interlinksBlock(head.elements) ?? '')).toEqual(meta().footer_interlinks);
    expect(head.key).toBe('listing /hotels-in-goa/');
  });

  it('given interlinks text that tries to close the script, then it cannot: the block ends where it should', () => {
    const hostile = [{ title: '</script><script>alert(1)</script>', links: [{ label: '<!--', href: '/a/' }] }];
    const { elements } = seoHeadHtml('home /', meta({ footer_interlinks: hostile }));
    expect(elements.match(/<\/script>/g)).toHaveLength(2); // the JSON-LD's and the interlinks' own ends
    expect(JSON.parse(interlinksBlock(elements) ?? '')).toEqual(hostile);
  });

  it('given no interlinks, then there is no block', () => {
    expect(seoHeadHtml('faq /faq/', meta({ footer_interlinks: [] })).elements).not.toContain('nivaas-seo-interlinks');
  });
});
