import type { Decorator, Meta } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import type { OperationId } from '@nivaas/api-client/contract';
import { createFakeApiClient, fakeApiError, provideApiClient, type FakeHandlers } from '@nivaas/api-client/testing';
import { DEFAULT_LOCALE, type Locale } from '@nivaas/i18n';
import type { ScreenProps } from '@nivaas/routes';
import { ScreenHost } from '@nivaas/routes/testing';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { memberPlatform } from './profile-fixtures';

/** What a screen story states: where the screen is, who looks at it, and what the API answers. */
export interface ScreenStoryParameters {
  /** The screen's URL (its params are read from it, as the shell reads them). */
  readonly url: string;
  /** The fake client's answers; an operation not given fails with a 501 naming it (nothing reaches a network). */
  readonly api?: FakeHandlers;
  /** Operations whose first call fails with a 500, so the story shows the error and its Retry loads. */
  readonly failFirst?: readonly OperationId[];
  /** A signed-in member (with this first name), or a visitor. A member by default. */
  readonly member?: string | false;
  readonly locale?: Locale;
}

/**
 * The specs' clock (the fixtures' stays are 3-5 Dec 2026, web check-in opens 1 Dec, feedback from 20 Nov): the
 * story's time runs on from here, so a screen that reads "today" looks the same on any day it is opened.
 */
const STORY_NOW = Date.parse('2026-11-24T06:00:00Z');
const RealDate = Date;

function runClockFrom(start: number): void {
  const offset = start - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
}

function ScreenStoryProviders({
  story,
  screen,
}: {
  story: () => ReturnType<Decorator>;
  screen: ScreenStoryParameters;
}) {
  // Once per story: a fresh fake given to every seam, the member's stores, the page's language and the clock.
  const [platform] = useState(() => {
    const api = provideApiClient(createFakeApiClient(screen.api));
    for (const operation of screen.failFirst ?? []) api.failNext(operation);
    runClockFrom(STORY_NOW);
    // The shell writes the locale to <html lang> before the first render; every catalogue reads it there.
    globalThis.document.documentElement.lang = screen.locale ?? DEFAULT_LOCALE;
    return screen.member === false ? createTestPlatform() : memberPlatform(screen.member);
  });
  return (
    <PlatformProvider platform={platform}>
      <MemoryRouter initialEntries={[screen.url]}>{story()}</MemoryRouter>
    </PlatformProvider>
  );
}

/** Draws the story as the shell would: platform, router at the screen's URL, locale, the seam's fake client. */
export const withScreen: Decorator = (Story, context) => (
  <ScreenStoryProviders story={() => <Story />} screen={context.parameters['screen'] as ScreenStoryParameters} />
);

/**
 * A screen's stories' meta but the title (Storybook reads that from the file, so it stays a literal there): each
 * story states only its data (`parameters.screen`), this gives the rest.
 */
export function screenMeta<Data>(
  screen: ComponentType<ScreenProps<Data>>,
  url: string,
): Meta<ComponentType<ScreenProps<Data>>> {
  return {
    component: screen,
    decorators: [withScreen],
    render: () => <ScreenHost screen={screen} />,
    // Axe runs after play: it must check the state the story is about, not the loading view before the fake answers.
    play: async ({ canvasElement }) => {
      await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    },
    parameters: { layout: 'fullscreen', screen: { url } },
  };
}

/** The story's `parameters` for one state. */
export const state = (screen: Partial<ScreenStoryParameters>) => ({ parameters: { screen } });

/** An answer of the fake for a link or an id the API does not know (404): the "not valid" pages. */
export const notFound =
  (message = 'Not found') =>
  () =>
    Promise.reject(fakeApiError(404, message));

/** The long-text stories' words: a hotel name of 60 characters, and a guest name without a space to break at. */
export const LONG_HOTEL_NAME = 'Nivaas Grand Heritage Palace Residency and Convention Centre';
export const NAME_WITHOUT_SPACES = 'Venkatanarasimharajuvaripeta';
