import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { provideFakeApi } from '@nivaas/api-client/testing';
import { DEFAULT_LOCALE } from '@nivaas/i18n';
import { screenStories } from '@nivaas/routes/testing/stories';
import { createTestPlatform } from '@nivaas/state/testing';
import { LOGIN_USER } from '../features/auth/testing/auth-fixtures';

/** The specs' member (auth-fixtures' LOGIN_USER), signed in, with this first name ('' for a member who gave none). */
function memberPlatform(firstName = LOGIN_USER.first_name) {
  const platform = createTestPlatform();
  platform.session.login(LOGIN_USER.token, { ...LOGIN_USER, first_name: firstName });
  return platform;
}

/**
 * The shell's stories: the remotes' shared screen decorator (@nivaas/routes/testing/stories: a fresh fake API
 * behind every seam, the member's or a visitor's stores, a router at the URL, `<html lang>`, the specs' clock),
 * drawing the shell's own components. `state` gives one story's data, as in the remotes' stories.
 */
export const { state, withScreen } = screenStories({
  provideApi: provideFakeApi,
  member: memberPlatform,
  defaultLocale: DEFAULT_LOCALE,
});

/** Nothing under the story is loading any more: the state the story is about, for axe to check (and the eye). */
export const settled = async (root: HTMLElement) => {
  await waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull());
};

/**
 * The meta of a shell component's stories, all but its title: drawn at `url` as a visitor (a story says
 * `member` for a member), waiting until nothing is busy. The shell's screens are not remote screens with loaders,
 * so each stories file renders its component itself.
 */
export function shellMeta(url: string, layout: 'fullscreen' | 'padded' = 'fullscreen'): Meta {
  return {
    decorators: [withScreen],
    play: async ({ canvasElement }) => settled(canvasElement.ownerDocument.body),
    parameters: { layout, screen: { url, member: false } },
  };
}
