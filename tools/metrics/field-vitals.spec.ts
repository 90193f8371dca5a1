import { fieldVitals, quantile } from './field-vitals';

describe('field vitals from a scrape', () => {
  it('given cumulative buckets, then the p75 is interpolated within its bucket as histogram_quantile does', () => {
    const buckets = [
      { le: 1, count: 2 },
      { le: 2, count: 6 },
      { le: Infinity, count: 8 },
    ];
    // rank 6 of 8 is the top of the (1, 2] bucket.
    expect(quantile(0.75, buckets)).toBe(2);
    // rank 4: halfway through (1, 2].
    expect(quantile(0.5, buckets)).toBe(1.5);
    expect(quantile(0.75, [{ le: Infinity, count: 0 }])).toBeNull();
    // Past the last finite bound: that bound.
    expect(
      quantile(0.99, [
        { le: 1, count: 1 },
        { le: Infinity, count: 10 },
      ]),
    ).toBe(1);
  });

  it('given a scrape, then buckets are summed per route family over devices and connections', () => {
    const scrape = [
      'nivaas_api_web_vitals_lcp_seconds_bucket{le="1",route_family="listing",device="low",connection="4g"} 1',
      'nivaas_api_web_vitals_lcp_seconds_bucket{le="+Inf",route_family="listing",device="low",connection="4g"} 2',
      'nivaas_api_web_vitals_lcp_seconds_bucket{le="1",route_family="listing",device="mid",connection="3g"} 0',
      'nivaas_api_web_vitals_lcp_seconds_bucket{le="+Inf",route_family="listing",device="mid",connection="3g"} 2',
      'nivaas_api_web_vitals_cls_bucket{le="0.1",route_family="home",device="low",connection="4g"} 3',
      'nivaas_api_web_vitals_cls_bucket{le="+Inf",route_family="home",device="low",connection="4g"} 3',
    ].join('\n');
    const vitals = fieldVitals(scrape);
    expect(vitals.get('LCP')?.get('listing')).toEqual({
      buckets: [
        { le: 1, count: 1 },
        { le: Infinity, count: 4 },
      ],
      count: 4,
    });
    expect(vitals.get('CLS')?.get('home')?.count).toBe(3);
    expect(vitals.get('INP')?.size).toBe(0);
  });
});
