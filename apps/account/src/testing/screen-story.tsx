import { provideFakeApi } from '@nivaas/api-client/testing';
import { DEFAULT_LOCALE } from '@nivaas/i18n';
import { screenStories } from '@nivaas/routes/testing/stories';
import { memberPlatform } from './profile-fixtures';

/** The account screens' stories: the shared screen story (@nivaas/routes/testing/stories) with the account's member. */
export const { screenMeta, state } = screenStories({
  provideApi: provideFakeApi,
  member: memberPlatform,
  defaultLocale: DEFAULT_LOCALE,
});
