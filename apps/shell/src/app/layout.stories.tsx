import type { StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NAME_WITHOUT_SPACES } from '@nivaas/routes/testing/stories';
import { usePlatform } from '@nivaas/state';
import { AuthHost } from '../features/auth';
import { fakeApi } from '../features/auth/testing/auth-fixtures';
import { ChromeHost } from '../features/chrome';
import { footerApi, withPageInterlinks } from '../features/chrome/testing';
import { shellMeta, state } from '../testing/screen-story';
import { CUSTOMER_CARE_PHONE } from './customer-care';
import { Layout } from './layout';

/** What the header and the footer need: the footer's content, and sign-in's calls for the login modal. */
const chromeApi = () => {
  const api = fakeApi();
  api.answer({ getContentsV2: (input) => footerApi().getContentsV2(input) });
  return api;
};

/** The chrome as the shell draws it around a screen (app.tsx): header, footer, toasts, sign-in. */
function Chrome({ children }: { readonly children?: ReactNode }) {
  return (
    <>
      <Layout customerCarePhone={CUSTOMER_CARE_PHONE}>
        <section style={{ padding: '16px' }}>
          <h1 style={{ margin: 0 }}>Hotels in Goa</h1>
          <p>The screen of the page (a remote) draws here.</p>
        </section>
      </Layout>
      <ChromeHost />
      <AuthHost />
      {children}
    </>
  );
}

// The header (brand, links, the account menu), the footer and the notices every page shares.
export default {
  title: 'Shell/Header',
  component: Layout,
  render: () => <Chrome />,
  ...shellMeta('/hotels-in-goa/'),
};
type Story = StoryObj<typeof Layout>;

/** The member's menu open: My bookings, My profile, Rewards, Log out. */
const openMenu: Story['play'] = async ({ canvasElement }) => {
  const toggle = within(canvasElement).getByRole('button', { name: /Account menu|compte/i });
  await userEvent.click(toggle);
  const menu = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
  await waitFor(() => expect(menu).toBeVisible());
  await expect(within(menu as HTMLElement).getAllByRole('link')).toHaveLength(3);
};

export const Visitor: Story = state({ api: chromeApi });

export const VisitorWithInterlinks: Story = { ...state({ api: chromeApi }), decorators: [withPageInterlinks()] };

export const Member: Story = state({ member: 'Asha', api: chromeApi });

export const MemberMenuOpen: Story = { ...state({ member: 'Asha', api: chromeApi }), play: openMenu };

/** A first name with nowhere to break: cut with an ellipsis inside the account button, the menu's label whole. */
export const MemberLongName: Story = { ...state({ member: NAME_WITHOUT_SPACES, api: chromeApi }), play: openMenu };

/** A member who signed in by code and never gave a name: "Account". */
export const MemberWithoutName: Story = state({ member: '', api: chromeApi });

/** Log out from the menu: the API's logout, then Sign in again and a notice. */
export const MemberLogsOut: Story = {
  ...state({ member: 'Asha', api: chromeApi }),
  play: async (context) => {
    await openMenu(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Log out' }));
    await expect(await body.findByText('You are signed out.')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  },
};

/** Answers the pending logout when the story goes: logout.ts counts logouts under way for the whole page. */
let answerLogout = () => undefined as void;
function AnswerLogoutOnLeave() {
  useEffect(() => () => answerLogout(), []);
  return null;
}

/** The API has not answered the logout yet. */
export const MemberLoggingOut: Story = {
  ...state({
    member: 'Asha',
    api: () => {
      const api = chromeApi();
      const pending = new Promise<{ status: string }>((resolve) => {
        answerLogout = () => resolve({ status: 'ok' });
      });
      api.answer({ logout: () => pending });
      return api;
    },
  }),
  render: () => (
    <Chrome>
      <AnswerLogoutOnLeave />
    </Chrome>
  ),
  play: async (context) => {
    await openMenu(context);
    const body = within(context.canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Log out' }));
    await expect(await body.findByRole('button', { name: 'Logging out…' })).toBeDisabled();
  },
};

/** Sign in opens the login modal over the page. */
export const VisitorSignsIn: Story = {
  ...state({ api: chromeApi }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await expect(await body.findByLabelText('Mobile number')).toBeInTheDocument();
  },
};

/** Forced out by a 401: the session ends, the header shows Sign in, and a notice says why. */
function SessionEnds() {
  const platform = usePlatform();
  useEffect(() => platform.session.logout(), [platform]);
  return null;
}

export const SessionExpired: Story = {
  ...state({ member: 'Asha', api: chromeApi }),
  render: () => (
    <Chrome>
      <SessionEnds />
    </Chrome>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const notice = await page.findByText('Your session has ended. Please sign in again.');
    await expect(notice).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // The toast sits below the header, never over its Sign in (once its entrance, 16 px of slide, is over).
    const header = page.getByRole('banner').getBoundingClientRect();
    await waitFor(() => expect(notice.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.bottom));
  },
};

export const British: Story = state({ member: 'Asha', api: chromeApi, locale: 'en-GB' });

export const French: Story = state({ api: chromeApi, locale: 'fr-FR' });

export const Hindi: Story = state({ api: chromeApi, locale: 'hi-IN' });

export const FrenchMemberLongName: Story = {
  ...state({ member: NAME_WITHOUT_SPACES, api: chromeApi, locale: 'fr-FR' }),
  play: openMenu,
};
