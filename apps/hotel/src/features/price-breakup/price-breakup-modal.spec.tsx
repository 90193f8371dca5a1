import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { priceBreakup } from '@nivaas/domain/prices';
import { plan } from '../../testing/hotel-fixtures';
import { PriceBreakupModal } from './price-breakup-modal';

function renderModal(over: Parameters<typeof plan>[0] = {}, couponCode: string | null = 'NIVAAS10') {
  const onClose = jest.fn();
  const chosen = plan({
    tariffs: [1000, 1200],
    rooms: 2,
    memberDiscount: 220,
    couponDiscount: 400,
    platformFee: 20,
    ...over,
  });
  render(
    <PriceBreakupModal
      open
      onClose={onClose}
      breakup={priceBreakup(chosen, 2)}
      roomName="Oak (Deluxe)"
      planName="Free cancellation"
      couponCode={couponCode}
    />,
  );
  return { onClose, chosen };
}

const amountOf = (name: RegExp | string) => within(screen.getByRole('row', { name })).getByRole('cell').textContent;

describe('PriceBreakupModal', () => {
  it('given a chosen plan, then each night × rooms, the discounts, tax, fee and a total equal to the selling price', async () => {
    const { chosen } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Price breakup' });
    expect(dialog).toHaveTextContent('Oak (Deluxe), Free cancellation');
    expect(amountOf(/₹1,000 × 2 rooms/)).toBe('₹2,000');
    expect(amountOf(/₹1,200 × 2 rooms/)).toBe('₹2,400');
    expect(amountOf('Room charges ₹4,400')).toBe('₹4,400');
    expect(amountOf(/Member price/)).toBe('−₹220');
    expect(amountOf(/Coupon NIVAAS10/)).toBe('−₹400');
    expect(amountOf(/Taxes \(GST\)/)).toBe(`₹${chosen.tax.toLocaleString('en-IN')}`);
    expect(amountOf(/Platform fee/)).toBe('₹20');
    expect(amountOf(/Total for your stay/)).toBe(`₹${chosen.sellingPrice.toLocaleString('en-IN')}`);
    expect(dialog).toHaveTextContent(`Pay at hotel: ₹${chosen.sellingPrice.toLocaleString('en-IN')}`);
    expect(dialog).toHaveTextContent(/Or pay ₹[\d,]+ now \(30%\) and the rest later online/);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('given no member or coupon saving and no pay at hotel, then those lines are not there', () => {
    renderModal({ memberDiscount: 0, couponDiscount: 0, code: 'NRP' }, null);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('row', { name: /Member price/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('row', { name: /Coupon/ })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Pay at hotel');
  });

  it('given the dialog is open, then focus is inside it and Escape closes it', async () => {
    const { onClose } = renderModal();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
