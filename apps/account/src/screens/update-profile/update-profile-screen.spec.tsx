import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fakeApiError } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import {
  accountWrapper,
  COMPANY,
  createFakeApiClient,
  NO_COMPANY,
  memberPlatform,
  profileAnswer,
  profileHandlers,
} from '../../testing/profile-fixtures';
import UpdateProfileScreen from './update-profile-screen';

const settle = () => act(async () => undefined);

async function renderForm(api = createFakeApiClient(profileHandlers())) {
  const platform = memberPlatform();
  const view = renderScreen(UpdateProfileScreen, { url: '/update-profile/', platform, wrapper: accountWrapper(api) });
  await settle();
  return { ...view, api, platform };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const retype = async (name: string | RegExp, text: string) => {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
};

/** Answers the save calls as the API does: the profile with the new values. */
/** Empties the three GST fields (the way to remove saved details), then saves. */
const clearGstDetailsAndSave = async () => {
  await retype('GSTIN', '');
  await retype('Company name', '');
  await userEvent.clear(field('Company address'));
  await save();
};
const saveHandlers = () => ({
  updateProfile: (input: { readonly body?: { first_name?: string; last_name?: string; email?: string } }) => ({
    profile_updated_successfully: true,
    profile: profileAnswer({
      firstName: input.body?.first_name ?? 'Asha',
      lastName: input.body?.last_name ?? 'Rao',
      email: input.body?.email ?? 'asha@example.in',
    }),
  }),
  updateGstin: (input: { readonly body?: typeof COMPANY }) => input.body ?? COMPANY,
  setWhatsappOptIn: (input: { readonly body?: { hasOptedForWhatsapp: boolean } }) =>
    input.body ?? { hasOptedForWhatsapp: false },
});

describe('UpdateProfileScreen: /update-profile/', () => {
  it('shows the saved values, the mobile read-only with customer care, and WhatsApp as saved (never pre-ticked)', async () => {
    const { container } = await renderForm();
    expect(field('First name')).toHaveValue('Asha');
    expect(field(/Last name/)).toHaveValue('Rao');
    expect(field(/Email/)).toHaveValue('asha@example.in');
    expect(field('Mobile number')).toHaveValue('+91 9876543210');
    expect(field('Mobile number')).toHaveAttribute('readonly');
    expect(field('Mobile number')).toHaveAccessibleDescription(
      'To change your mobile number, contact customer care on +91 80 4719 8000.',
    );
    expect(screen.getByRole('link', { name: 'Call customer care: +91 80 4719 8000' })).toHaveAttribute(
      'href',
      'tel:+918047198000',
    );
    expect(screen.getByRole('switch', { name: 'WhatsApp updates' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(field('GSTIN')).toHaveValue('');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given a bad email and GSTIN, shows our messages, focuses the first wrong field, sends nothing and keeps the text', async () => {
    const { api } = await renderForm();
    await retype(/Email/, 'asha@example');
    await userEvent.type(field('GSTIN'), '27aapfu0939f1z');
    await userEvent.type(field('Company name'), 'Rao Traders');
    await save();
    expect(field(/Email/)).toHaveAccessibleDescription('Enter an email address like name@example.com');
    expect(field('GSTIN')).toHaveAccessibleDescription(/Enter a valid GSTIN: 15 characters/);
    expect(field('Company address')).toHaveAccessibleDescription(/Enter the company address for GST invoices/);
    expect(field(/Email/)).toHaveFocus();
    expect(field('GSTIN')).toHaveValue('27AAPFU0939F1Z');
    expect(field('Company name')).toHaveValue('Rao Traders');
    expect(api.callsOf('updateProfile')).toHaveLength(0);
    expect(api.callsOf('updateGstin')).toHaveLength(0);
  });

  it('given a blank first name (spaces only), asks for it', async () => {
    await renderForm();
    await retype('First name', '   ');
    await save();
    expect(field('First name')).toHaveAccessibleDescription('Enter your first name');
    expect(field('First name')).toHaveFocus();
  });

  it('saves name, email, channel, GST and WhatsApp; the session shows the new name at once; toast; My profile', async () => {
    const { api, platform, location } = await renderForm(createFakeApiClient(profileHandlers(saveHandlers())));
    await retype('First name', ' Meera ');
    await retype(/Email/, 'meera@example.in');
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    await userEvent.type(field('GSTIN'), '27aapfu0939f1zv');
    await userEvent.type(field('Company name'), 'Rao Traders');
    await userEvent.type(field('Company address'), '12 MG Road, Pune');
    await userEvent.click(screen.getByRole('switch', { name: 'WhatsApp updates' }));
    await save();
    // The three saves run side by side; wait for where they end (My profile), not for a number of ticks.
    await waitFor(() => expect(location()).toBe('/my-profile/'));
    expect(api.callsOf('updateProfile')).toEqual([
      { body: { first_name: 'Meera', last_name: 'Rao', email: 'meera@example.in', communication_type: 'email' } },
    ]);
    expect(api.callsOf('updateGstin')).toEqual([{ body: COMPANY }]);
    expect(api.callsOf('setWhatsappOptIn')).toEqual([{ body: { hasOptedForWhatsapp: true } }]);
    expect(platform.session.store.getState().profile).toMatchObject({
      firstName: 'Meera',
      name: 'Meera Rao',
      email: 'meera@example.in',
      hasOptedForWhatsapp: true,
    });
    expect(platform.eventsOf('toast/show')).toEqual([
      { type: 'toast/show', kind: 'success', message: 'Your profile is saved' },
    ]);
    expect(location()).toBe('/my-profile/');
  });

  it('given GST details that fail, says which part failed, keeps every value, and a retry sends only that part', async () => {
    const api = createFakeApiClient(profileHandlers(saveHandlers()));
    api.failNext('updateGstin', fakeApiError(400, 'Company details are required'));
    const { platform, location } = await renderForm(api);
    await retype('First name', 'Meera');
    await userEvent.type(field('GSTIN'), '27AAPFU0939F1ZV');
    await userEvent.type(field('Company name'), 'Rao Traders');
    await userEvent.type(field('Company address'), 'Pune');
    await save();
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not save your GST details (Company details are required). Everything you typed is still here',
    );
    expect(platform.session.store.getState().profile?.firstName).toBe('Meera');
    expect(field('First name')).toHaveValue('Meera');
    expect(field('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    expect(location()).toBe('/update-profile/');

    await save();
    await waitFor(() => expect(location()).toBe('/my-profile/'));
    expect(api.callsOf('updateProfile')).toHaveLength(1);
    expect(api.callsOf('updateGstin')).toHaveLength(2);
  });

  // Regression: the hint says "leave all three empty", but saved details could not be removed.
  it('given saved GST details with all three fields cleared, then they are removed on the server', async () => {
    const api = createFakeApiClient(
      profileHandlers({ getCompanyProfile: COMPANY, ...saveHandlers(), removeGstin: NO_COMPANY }),
    );
    const { location } = await renderForm(api);
    expect(field('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    await clearGstDetailsAndSave();
    await waitFor(() => expect(location()).toBe('/my-profile/'));
    expect(api.callsOf('removeGstin')).toHaveLength(1);
    expect(api.callsOf('updateGstin')).toHaveLength(0);
  });

  it('given a saved GSTIN with a wrong check character, then it says so at the field; clearing all three removes it', async () => {
    const typo = { ...COMPANY, gstin: '27AAPFU0939F1ZW' };
    const api = createFakeApiClient(
      profileHandlers({ getCompanyProfile: typo, ...saveHandlers(), removeGstin: NO_COMPANY }),
    );
    const { container, location } = await renderForm(api);
    await retype('First name', 'Asha Devi');
    await save();
    expect(field('GSTIN')).toHaveAccessibleDescription(
      /This GSTIN is not valid: its last character does not match the rest\. Check it for a typo, or leave all three GST fields empty/,
    );
    expect(field('GSTIN')).toHaveFocus();
    expect(api.callsOf('updateProfile')).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
    await clearGstDetailsAndSave();
    await waitFor(() => expect(location()).toBe('/my-profile/'));
    expect(api.callsOf('removeGstin')).toHaveLength(1);
    expect(api.callsOf('updateProfile')).toHaveLength(1);
  });

  it('given a new GSTIN with a wrong check character, then it is refused with that message and nothing is sent', async () => {
    const { api } = await renderForm(createFakeApiClient(profileHandlers(saveHandlers())));
    await userEvent.type(field('GSTIN'), '29abcde1234f1z5');
    await userEvent.type(field('Company name'), 'Acme');
    await userEvent.type(field('Company address'), 'MG Road');
    await save();
    expect(field('GSTIN')).toHaveAccessibleDescription(/its last character does not match the rest/);
    expect(api.callsOf('updateGstin')).toHaveLength(0);
  });

  it('given nothing changed, goes back to My profile without a call', async () => {
    const { api, location } = await renderForm();
    await save();
    await waitFor(() => expect(location()).toBe('/my-profile/'));
    expect(api.callsOf('updateProfile')).toHaveLength(0);
  });
});
