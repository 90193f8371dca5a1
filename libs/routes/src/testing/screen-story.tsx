import type { Decorator, Meta } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import type { ScreenDefinition, ScreenProps } from '../remote-contract';
import { ScreenHost } from './screen-host';

/** What a screen story states: where the screen is, who looks at it, and what the API answers. */
export interface ScreenStoryParameters<Handlers, Operation, Locale extends string> {
  /** The screen's URL (its params are read from it, as the shell reads them). */
  readonly url: string;
  /** The fake client's answers; an operation not given fails with a 501 naming it (nothing reaches a network). */
  readonly api?: Handlers;
  /** Operations whose first call fails with a 500, so the story shows the error and its Retry loads. */
  readonly failFirst?: readonly Operation[];
  /** A signed-in member (with this first name), or a visitor. A member by default. */
  readonly member?: string | false;
  readonly locale?: Locale;
}

/**
 * What differs between the remotes' stories, and what this lib may not import (the API client and the catalogues
 * are not its dependencies, docs/conventions.md 4): how the fake reaches every seam, and and the remote's member.
 */
export interface ScreenStorySetup<Handlers, Operation, Locale extends string> {
  readonly provideApi: (handlers: Handlers | undefined, failFirst: readonly Operation[]) => unknown;
  /** A signed-in member's stores, with this first name (the remote's own default when none is given). */
  readonly member: (firstName?: string) => TestPlatform;
  readonly defaultLocale: Locale;
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

/**
 * A remote's screen stories: `screenMeta` for a screen's stories file (all but its title, which Storybook reads
 * from the file, so it stays a literal there), and `state` for one story's data.
 */
export function screenStories<Handlers, Operation, Locale extends string>(
  setup: ScreenStorySetup<Handlers, Operation, Locale>,
) {
  type Parameters = ScreenStoryParameters<Handlers, Operation, Locale>;

  function ScreenStoryProviders({ story, screen }: { story: () => ReturnType<Decorator>; screen: Parameters }) {
    // Once per story: a fresh fake given to every seam, the member's stores, the page's language and the clock.
    const [platform] = useState(() => {
      setup.provideApi(screen.api, screen.failFirst ?? []);
      runClockFrom(STORY_NOW);
      // The shell writes the locale to <html lang> before the first render; every catalogue reads it there.
      globalThis.document.documentElement.lang = screen.locale ?? setup.defaultLocale;
      return screen.member === false ? createTestPlatform() : setup.member(screen.member);
    });
    return (
      <PlatformProvider platform={platform}>
        <MemoryRouter initialEntries={[screen.url]}>{story()}</MemoryRouter>
      </PlatformProvider>
    );
  }

  /** Draws the story as the shell would: platform, router at the screen's URL, locale, the seam's fake client. */
  const withScreen: Decorator = (Story, context) => (
    <ScreenStoryProviders story={() => <Story />} screen={context.parameters['screen'] as Parameters} />
  );

  /** A definition runs its own loader (as the shell does); a component is drawn as it is. */
  function screenMeta<Data>(
    screen: ComponentType<ScreenProps<Data>> | ScreenDefinition<Data>,
    url: string,
  ): Meta<ComponentType<ScreenProps<Data>>> {
    return {
      ...(typeof screen === 'function' ? { component: screen } : {}),
      decorators: [withScreen],
      render: () => <ScreenHost screen={screen} />,
      // Axe runs after play: it must check the state the story is about, not the loading view before the fake answers.
      // A section that loads when it comes near the viewport (the hotel page's below-the-fold parts) is scrolled to,
      // so the whole page is checked; then the page is back at its top, where a guest arrives.
      play: async ({ canvasElement }) => {
        await waitFor(
          () => {
            const busy = canvasElement.querySelector('[aria-busy="true"]');
            busy?.scrollIntoView();
            expect(busy).toBeNull();
          },
          { timeout: 5000 },
        );
        canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
      },
      parameters: { layout: 'fullscreen', screen: { url } },
    };
  }

  /** The story's `parameters` for one state. */
  const state = (screen: Partial<Parameters>) => ({ parameters: { screen } });

  return { screenMeta, state, withScreen };
}

/** The long-text stories' words: a hotel name of 60 characters, and a guest name without a space to break at. */
export const LONG_HOTEL_NAME = 'Nivaas Grand Heritage Palace Residency and Convention Centre';
export const NAME_WITHOUT_SPACES = 'Venkatanarasimharajuvaripeta';
