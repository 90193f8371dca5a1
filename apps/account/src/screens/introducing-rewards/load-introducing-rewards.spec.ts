import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { loadIntroducingRewards } from './load-introducing-rewards';

const CONTENT = {
  heading_banner: { title: 'Nivaas Rewards', subtitle: 'Earn on every stay' },
  ladder: [{ tier: 'silver', nights: 0, benefits: { member_price: true }, text: 'Member prices' }],
  eligibility: 'Every logged-in guest is a Silver member.',
  faq_sections: [{ title: 'Points', items: [{ q: 'How many points do I earn?', a: '5% of the room tariff.' }] }],
  terms: ['Points expire 12 months after they are earned.'],
};
const signal = () => new AbortController().signal;
/** The loader as the shell server runs it: no document, the API client given. */
const onServer = (api: ReturnType<typeof createFakeApiClient>) => {
  provideApiClient(api);
  return loadIntroducingRewards({ signal: signal() }, null);
};

describe('loadIntroducingRewards on the server (no document)', () => {
  it('given the content, then it answers the rewards information read from it, as plain JSON', async () => {
    const api = createFakeApiClient({ getContentsV2: { data: { loyalty_page_info: CONTENT } } });
    const data = await onServer(api);
    expect(api.callsOf('getContentsV2')).toEqual([{ query: { keys: 'loyalty_page_info' } }]);
    expect(data?.info).toMatchObject({
      banner: { title: 'Nivaas Rewards', subtitle: 'Earn on every stay', image: null },
      eligibility: 'Every logged-in guest is a Silver member.',
      faqSections: [{ title: 'Points', items: [{ question: 'How many points do I earn?' }] }],
      terms: ['Points expire 12 months after they are earned.'],
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('given the service has no rewards content, then the information is empty (the page says so), not a failure', async () => {
    const api = createFakeApiClient({ getContentsV2: { data: {} } });
    const data = await onServer(api);
    expect(data?.info).toMatchObject({ banner: null, ladder: [], faqSections: [], terms: [] });
  });

  it('given the call fails, then it throws: the shell sends the page to be drawn in the browser and keeps nothing', async () => {
    const api = createFakeApiClient({ getContentsV2: { data: { loyalty_page_info: CONTENT } } });
    api.failNext('getContentsV2');
    await expect(onServer(api)).rejects.toThrow('API Error');
  });

  it.each([
    ['no data', {}],
    ['data that is not an object', { data: 'rewards' }],
  ])('given an answer with %s, then it throws as for a failed call', async (_case, answer) => {
    const api = createFakeApiClient({ getContentsV2: () => Promise.resolve(answer) as never });
    await expect(onServer(api)).rejects.toThrow('no data');
  });
});

describe('loadIntroducingRewards in the browser', () => {
  it('waits for nothing and asks nothing: the screen reads the content itself', async () => {
    const api = provideApiClient(createFakeApiClient({ getContentsV2: { data: { loyalty_page_info: CONTENT } } }));
    await expect(loadIntroducingRewards({ signal: signal() }, document)).resolves.toBeNull();
    expect(api.callsOf('getContentsV2')).toEqual([]);
  });
});
