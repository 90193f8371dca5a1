import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { hotelDetails, image } from '../../testing/hotel-fixtures';
import { HotelGallery } from './hotel-gallery';

const NAME = 'Nivaas Koramangala Residency';

describe('HotelGallery', () => {
  it('given photos, then the first is the eager, high-priority, responsive, fixed-size LCP image', async () => {
    const { container } = render(<HotelGallery hotelName={NAME} images={hotelDetails().images} />);
    const carousel = screen.getByRole('region', { name: `Photos of ${NAME}` });
    const first = within(carousel).getAllByRole('img')[0]!;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('srcset', expect.stringMatching(/-320\.jpg 320w.*-640\.jpg 640w.*-1024\.jpg 1024w/));
    expect(first).toHaveAttribute('sizes', '(min-width: 640px) 640px, 100vw');
    expect(first).toHaveAttribute('width', '1024');
    expect(first).toHaveAttribute('height', '768');
    expect(first).toHaveAccessibleName(`${NAME}: facade`);
    expect(screen.getByText(`${NAME}: facade`)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given View all photos, then a full-screen dialog shows every photo by category with its caption', async () => {
    render(<HotelGallery hotelName={NAME} images={hotelDetails().images} />);
    await userEvent.click(screen.getByRole('button', { name: 'View all 4 photos' }));
    const dialog = await screen.findByRole('dialog', { name: `Photos of ${NAME}` });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Building 1 photo', 'Rooms 2 photos', 'Lobby 1 photo']);
    const figures = within(dialog).getAllByRole('figure');
    expect(figures).toHaveLength(4);
    expect(figures[1]).toHaveTextContent(`${NAME}: room`);
    expect(Array.from(dialog.querySelectorAll('img')).every((img) => img.getAttribute('loading') === 'lazy')).toBe(
      true,
    );
    expect(await axe(document.body)).toHaveNoViolations();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given a category the catalogue does not know and no callout, then its words and the hotel name', async () => {
    const odd = { ...image(1042, 1, 'roof_top'), image_callout: ' ' };
    render(<HotelGallery hotelName={NAME} images={[odd]} />);
    await userEvent.click(screen.getByRole('button', { name: 'View 1 photo' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Roof top 1 photo' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('figure')).toHaveTextContent(`${NAME}: Roof top`);
  });

  it('given no photos, then it says so instead of an empty box', () => {
    render(<HotelGallery hotelName={NAME} images={[]} />);
    expect(screen.getByText('No photos of this hotel yet')).toBeInTheDocument();
  });
});
