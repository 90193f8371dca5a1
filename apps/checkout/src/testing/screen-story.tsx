import { provideFakeApi } from '@nivaas/api-client/testing';
import { DEFAULT_LOCALE } from '@nivaas/i18n';
import { screenStories } from '@nivaas/routes/testing/stories';
import { createTestPlatform } from '@nivaas/state/testing';

/** A signed-in member with the contact details the itinerary fills in. */
function memberPlatform(firstName = 'Asha') {
  const platform = createTestPlatform();
  platform.session.login('token-1', {
    id: 7,
    email: 'asha@example.in',
    phone_number: '9876543210',
    first_name: firstName,
    last_name: 'Rao',
  });
  return platform;
}

/** The checkout screens' stories: the shared screen story (@nivaas/routes/testing/stories) with checkout's member. */
export const { screenMeta, state } = screenStories({
  provideApi: provideFakeApi,
  member: memberPlatform,
  defaultLocale: DEFAULT_LOCALE,
});
