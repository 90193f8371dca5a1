import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { LoginModal } from './login-modal';
import { renderWithAuth } from './testing/auth-test-harness';

const openLogin = (emit: (e: { type: 'modal/open'; modal: 'login' }) => void) =>
  act(() => emit({ type: 'modal/open', modal: 'login' }));

describe("login modal (ModalId 'login')", () => {
  it('given anyone emits modal/open login, then the sign-in dialog opens, with no accessibility violations', async () => {
    const { platform } = renderWithAuth(<LoginModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    openLogin(platform.bus.emit);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('given the dialog, when closed, then the UI store says it is closed', async () => {
    const { platform } = renderWithAuth(<LoginModal />);
    openLogin(platform.bus.emit);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(platform.ui.store.getState().modals.login).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given a sign-in, then the dialog closes and the page stays', async () => {
    const { platform } = renderWithAuth(<LoginModal />, { path: '/hotels-in-goa/' });
    openLogin(platform.bus.emit);
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await screen.findByTestId('location');
    await act(async () => undefined);
    expect(platform.session.store.getState().isAuthenticated).toBe(true);
    expect(platform.ui.store.getState().modals.login).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/hotels-in-goa/');
  });

  it('given the /login/ page, then the modal does not stack on the same flow', async () => {
    const { platform } = renderWithAuth(<LoginModal />, { path: '/login/' });
    openLogin(platform.bus.emit);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.ui.store.getState().modals.login).toBe(false);
  });
});
