import type { StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { failWith } from '@nivaas/api-client/testing';
import { usePlatform } from '@nivaas/state';
import { settled, shellMeta, state } from '../../testing/screen-story';
import { LoginModal } from './login-modal';
import { fakeApi } from './testing/auth-fixtures';
import { askForCode, captchaApi, reachCodeStep, typeCode } from './testing/sign-in-steps';

/** The modal as the header's Sign in opens it: through the bus, over the page the visitor is on. */
function OpenedLoginModal() {
  const platform = usePlatform();
  useEffect(() => platform.bus.emit({ type: 'modal/open', modal: 'login' }), [platform]);
  return <LoginModal />;
}

// The login modal (ModalId 'login'): the same sign-in flow as /login/, over a page (a portal on <body>).
export default {
  title: 'Shell/LoginModal',
  component: LoginModal,
  render: () => <OpenedLoginModal />,
  ...shellMeta('/hotels-in-goa/'),
};
type Story = StoryObj<typeof LoginModal>;

/** The modal draws in a portal on <body>, outside the story's canvas. */
const modal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const PhoneEntry: Story = {
  ...state({ api: () => fakeApi() }),
  play: async ({ canvasElement }) => {
    await expect(await modal(canvasElement).findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  },
};

export const CodeStep: Story = {
  ...state({ api: () => fakeApi() }),
  play: async ({ canvasElement }) => reachCodeStep(modal(canvasElement)),
};

export const WrongCode: Story = {
  ...state({ api: () => fakeApi({ verifyOtp: failWith(400, 'Incorrect OTP, 2 attempts left') }) }),
  play: async ({ canvasElement }) => {
    const body = modal(canvasElement);
    await reachCodeStep(body);
    await typeCode(body, '111111');
    await expect(await body.findByText('Incorrect OTP, 2 attempts left')).toBeInTheDocument();
    // The picture shows the code as the guest left it, in its last box: whether focus outlives the request is a
    // matter of timing (two CI pictures differed by that ring alone), so it is set here.
    (await body.findByRole('textbox', { name: 'Digit 6 of 6' })).focus();
    await settled(canvasElement.ownerDocument.body);
  },
};

export const Captcha: Story = {
  ...state({ api: () => captchaApi() }),
  play: async ({ canvasElement }) => {
    const body = modal(canvasElement);
    await askForCode(body);
    await expect(await body.findByLabelText('What is 3 plus 4?')).toBeInTheDocument();
    await settled(canvasElement.ownerDocument.body);
  },
};

/** Signing in closes the modal (and a success toast goes out on the bus, drawn by the chrome). */
export const SignIn: Story = {
  ...state({ api: () => fakeApi() }),
  play: async ({ canvasElement }) => {
    const body = modal(canvasElement);
    await reachCodeStep(body);
    await typeCode(body, '123456');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Sign in' })).toBeNull());
  },
};

export const French: Story = {
  ...state({ api: () => fakeApi(), locale: 'fr-FR' }),
  play: async ({ canvasElement }) => {
    await expect(await modal(canvasElement).findByRole('dialog')).toBeInTheDocument();
  },
};

export const British: Story = {
  ...state({ api: () => fakeApi(), locale: 'en-GB' }),
  play: async ({ canvasElement }) => {
    await expect(await modal(canvasElement).findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  },
};
