import { provideFakeApi, type FakeApi } from '@nivaas/api-client/testing';
import type { OperationId } from '@nivaas/api-client/contract';
import { DEFAULT_LOCALE } from '@nivaas/i18n';
import { screenStories } from '@nivaas/routes/testing/stories';
import { createTestPlatform } from '@nivaas/state/testing';
import { expect, waitFor } from 'storybook/test';
import { forgetEarlyAnswers } from '../features/first-view/testing';
import { resetListingReference } from '../screens/listing/data/listing-reference';

/** A signed-in member (discovery reads the session only: prices and offers come from the fake). */
function memberPlatform(firstName = 'Asha') {
  const platform = createTestPlatform();
  platform.session.login('token-1', { id: 7, first_name: firstName });
  return platform;
}

/**
 * Each story starts as a fresh page would: no answer a loader started early for another story, no cached listing
 * catalogue, no listing snapshot kept for the way back; then the fake is handed to every seam.
 */
function provideDiscoveryApi(fake: FakeApi | undefined, failFirst: readonly OperationId[]) {
  forgetEarlyAnswers();
  resetListingReference();
  globalThis.sessionStorage?.clear();
  return provideFakeApi(fake, failFirst);
}

/** The discovery screens' stories: the shared screen story (@nivaas/routes/testing/stories) with discovery's member. */
const stories = screenStories({
  provideApi: provideDiscoveryApi,
  member: memberPlatform,
  defaultLocale: DEFAULT_LOCALE,
});

/** The shared screen story: its play waits past the host's busy "Loading" and the screen's own busy parts. */
export const { state, screenMeta } = stories;

/** An answer that never comes: the screen stays in its loading view. */
export const neverAnswers = () => new Promise<never>(() => undefined);

/**
 * A state whose answers never come (`neverAnswers`): the screen's own loading view, a busy region of skeletons,
 * which axe checks as it is (the shared play would wait for it to end).
 */
export function loadingState(screen: Parameters<typeof state>[0]) {
  return {
    ...state(screen),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), {
        timeout: 5000,
      });
    },
  };
}
