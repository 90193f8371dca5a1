import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Modal } from './modal';

function setup(props: Partial<Parameters<typeof Modal>[0]> = {}) {
  const onClose = jest.fn();
  render(
    <>
      <button type="button">Opener</button>
      <Modal open onClose={onClose} title="Price breakup" footer={<button type="button">Pay</button>} {...props}>
        <p>Total ₹3,358</p>
      </Modal>
    </>,
  );
  return { onClose };
}

describe('Modal', () => {
  it('given open, when rendered, then a modal dialog labelled by its title is in the body and focus is inside', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Price breakup' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('given open, when Escape is pressed, then onClose fires', async () => {
    const { onClose } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('given focus on the last control, when Tab is pressed, then focus wraps to the first', async () => {
    setup();
    screen.getByRole('button', { name: 'Pay' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
  });

  it('given open, when rendered, then the page cannot scroll; when closed, then it can again', () => {
    const { unmount } = render(
      <Modal open onClose={jest.fn()} title="T">
        x
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('given not dismissible, when Escape is pressed, then nothing closes and there is no close button', async () => {
    const { onClose } = setup({ dismissible: false });
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('given closed, when rendered, then nothing is rendered', () => {
    render(
      <Modal open={false} onClose={jest.fn()} title="T">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given open, when checked, then axe finds no violations', async () => {
    setup();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
