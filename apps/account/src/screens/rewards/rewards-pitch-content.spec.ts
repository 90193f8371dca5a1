import { rewardsPitch } from './rewards-pitch-content';

describe('rewardsPitch (content rewards, read defensively)', () => {
  it('gives the title, the text and the known tiers in order', () => {
    expect(
      rewardsPitch({ title: ' Nivaas Rewards ', text: 'Earn points.', tiers: ['silver', 'diamond', 'gold', 7] }),
    ).toEqual({ title: 'Nivaas Rewards', text: 'Earn points.', tiers: ['silver', 'gold'] });
  });

  it.each([null, 'x', [], { title: 'Rewards' }, { text: 'Earn' }, { title: ' ', text: 'Earn' }])(
    'given %j, then nothing',
    (value) => {
      expect(rewardsPitch(value)).toBeNull();
    },
  );
});
