import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { BottomSheet } from './bottom-sheet';

describe('BottomSheet', () => {
  it('given open, when rendered, then it is a labelled modal dialog with focus inside', () => {
    render(
      <BottomSheet open onClose={jest.fn()} title="Sort by">
        <button type="button">Price</button>
      </BottomSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sort by' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('given open, when Escape or the close button is used, then onClose fires each time', async () => {
    const onClose = jest.fn();
    render(
      <BottomSheet open onClose={onClose} title="Sort by" closeLabel="Fermer">
        x
      </BottomSheet>,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('given an opener with focus, when the sheet closes, then focus returns to the opener', () => {
    const { rerender } = render(<button type="button">Filters</button>);
    screen.getByRole('button', { name: 'Filters' }).focus();
    const ui = (open: boolean) => (
      <>
        <button type="button">Filters</button>
        <BottomSheet open={open} onClose={jest.fn()} title="Filters sheet">
          x
        </BottomSheet>
      </>
    );
    rerender(ui(true));
    rerender(ui(false));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('given open with a footer, when checked, then axe finds no violations', async () => {
    render(
      <BottomSheet open onClose={jest.fn()} title="Rating" footer={<button type="button">Apply</button>}>
        <p>Options</p>
      </BottomSheet>,
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
