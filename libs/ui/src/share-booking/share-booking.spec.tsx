import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ShareBooking } from './share-booking';

const props = {
  shareTitle: 'Nivaas Suites Marathahalli',
  shareText: 'I am staying at Nivaas Suites Marathahalli, Bengaluru: Thu, 3 Dec – Sat, 5 Dec.',
  sharePath: '/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/',
};
const nav = window.navigator as Navigator & { share?: unknown; clipboard?: unknown };

afterEach(() => {
  Reflect.deleteProperty(nav, 'share');
  Object.defineProperty(nav, 'clipboard', { value: undefined, configurable: true });
});

describe('ShareBooking', () => {
  it('given the share sheet, when Share, then the text and the hotel page (absolute) are shared, never the booking link', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    nav.share = share;
    const { container } = render(<ShareBooking {...props} bookingLinkPath="/confirmation/NIV1/?t=tok" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share your stay' }));
    expect(share).toHaveBeenCalledWith({
      title: props.shareTitle,
      text: props.shareText,
      url: `${window.location.origin}${props.sharePath}`,
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given no share sheet, when Share, then the text is copied and the app is told', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(nav, 'clipboard', { value: { writeText }, configurable: true });
    const onCopied = jest.fn();
    render(<ShareBooking {...props} onCopied={onCopied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share your stay' }));
    expect(writeText).toHaveBeenCalledWith(`${props.shareText} ${window.location.origin}${props.sharePath}`);
    expect(onCopied).toHaveBeenCalledWith('share');
  });

  it('given neither share nor clipboard, when Share, then the text is shown to copy by hand', async () => {
    render(<ShareBooking {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share your stay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your browser could not share or copy');
    expect(screen.getByRole('textbox', { name: 'Text to share' })).toHaveValue(
      `${props.shareText} ${window.location.origin}${props.sharePath}`,
    );
  });

  it('given no booking link, then no copy-link section; labels given override the defaults', () => {
    render(<ShareBooking {...props} labels={{ 'share.button': 'Share this stay' }} />);
    expect(screen.getByRole('button', { name: 'Share this stay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy your booking link' })).toBeNull();
  });
});
