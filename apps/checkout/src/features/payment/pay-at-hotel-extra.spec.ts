import { payAtHotelExtraSentence, payAtHotelExtraTexts } from './pay-at-hotel-extra';

const texts = {
  tag: 'Pay now and save {amount}',
  subtitle: 'Paying at the hotel costs {amount} more than paying now',
};

describe('the pay-at-hotel extra (content pahExtraAmountTag and pahExtraAmountsubTitle)', () => {
  it('given no extra, then nothing about one, whatever the content says', () => {
    expect(payAtHotelExtraSentence(0, texts, '₹0', 'Costs ₹0 more')).toBeNull();
    expect(payAtHotelExtraSentence(Number.NaN, texts, '₹0', 'x')).toBeNull();
    expect(payAtHotelExtraSentence(-5, texts, '₹0', 'x')).toBeNull();
  });

  it('given an extra, then the content with the amount filled in', () => {
    expect(payAtHotelExtraSentence(150, texts, '₹150', 'fallback')).toBe(
      'Pay now and save ₹150. Paying at the hotel costs ₹150 more than paying now',
    );
  });

  it('given an extra and no content, then the fallback', () => {
    expect(payAtHotelExtraSentence(150, null, '₹150', 'Costs ₹150 more than paying now')).toBe(
      'Costs ₹150 more than paying now',
    );
  });

  it('reads the content defensively', () => {
    expect(
      payAtHotelExtraTexts({ pah_extra_amount_tag: ' Save {amount} ', pah_extra_amount_subtitle: 'More {amount}' }),
    ).toEqual({ tag: 'Save {amount}', subtitle: 'More {amount}' });
    expect(payAtHotelExtraTexts({ pah_extra_amount_tag: 'Save' })).toBeNull();
    expect(payAtHotelExtraTexts({ pah_extra_amount_tag: 7, pah_extra_amount_subtitle: 'x' })).toBeNull();
  });
});
