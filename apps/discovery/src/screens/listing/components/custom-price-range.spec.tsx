import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslate } from '@nivaas/i18n';
import { LISTING_MESSAGES } from '../i18n/listing-messages';
import { CustomPriceRange } from './custom-price-range';

const t = createTranslate(LISTING_MESSAGES, 'en-GB');
const NONE = { isSelected: false, startRange: 0, endRange: 0 };

describe('CustomPriceRange (docs/rules.md 3: filter state previousPrices)', () => {
  it('given a cleared range and the previous one, then the fields offer the previous range again', async () => {
    const onUse = jest.fn();
    render(<CustomPriceRange t={t} range={NONE} previous={{ startRange: 900, endRange: 2500 }} onUse={onUse} />);
    expect(screen.getByLabelText(t('custom.min'))).toHaveValue(900);
    expect(screen.getByLabelText(t('custom.max'))).toHaveValue(2500);
    await userEvent.click(screen.getByRole('button', { name: t('custom.use') }));
    expect(onUse).toHaveBeenCalledWith(900, 2500);
  });

  it('given a range in use, then it is shown, not the previous one; given neither, then the fields are empty', () => {
    const { unmount } = render(
      <CustomPriceRange
        t={t}
        range={{ isSelected: true, startRange: 1000, endRange: 1800 }}
        previous={{ startRange: 900, endRange: 2500 }}
        onUse={jest.fn()}
      />,
    );
    expect(screen.getByLabelText(t('custom.min'))).toHaveValue(1000);
    unmount();
    render(<CustomPriceRange t={t} range={NONE} onUse={jest.fn()} />);
    expect(screen.getByLabelText(t('custom.min'))).toHaveValue(null);
  });
});
