import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { RECENT_SEARCHES_KEY } from '@nivaas/state';
import { type RecentSearch } from '@nivaas/domain/search';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { SearchWidget } from './search-widget';
import { Frame, suggestion, testPlatform } from './testing';

expect.extend(toHaveNoViolations);

const mockApi = { getSearchSuggestions: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const TODAY = '2030-01-10';
const BENGALURU = suggestion('city', 'Bengaluru');
const KORAMANGALA = suggestion('locality', 'Koramangala');
const MG_ROAD = suggestion('landmark', 'MG Road');

function setup(seed: Record<string, string> = {}) {
  const platform = testPlatform(seed);
  const user = userEvent.setup();
  const view = render(
    <Frame platform={platform}>
      <SearchWidget today={TODAY} debounceMs={0} />
    </Frame>,
  );
  const input = () => screen.getByRole('combobox', { name: /city, locality, landmark or hotel/i });
  const location = () => screen.getByRole('status', { name: 'location' }).textContent;
  return { platform, user, input, location, ...view };
}

beforeEach(() => {
  mockApi.getSearchSuggestions.mockReset();
  mockApi.getSearchSuggestions.mockResolvedValue({ suggestions: [BENGALURU, KORAMANGALA, MG_ROAD] });
});

describe('SearchWidget: place suggestions', () => {
  it('given typed text, when suggestions arrive, then arrows move the active option and Enter picks it', async () => {
    const { user, input } = setup();
    await user.type(input(), 'Ben');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id); // wraps round
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input()).toHaveValue('Koramangala');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('given an open list, when Escape is pressed, then it closes and the text stays', async () => {
    const { user, input } = setup();
    await user.type(input(), 'Ben');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('Ben');
  });

  it('asks the API with the text and a limit, and aborts a request a newer term replaces', async () => {
    const signals: AbortSignal[] = [];
    mockApi.getSearchSuggestions.mockImplementation((_input, options: { signal: AbortSignal }) => {
      signals.push(options.signal);
      return new Promise(() => undefined);
    });
    const { user, input } = setup();
    await user.type(input(), 'Go');
    await waitFor(() => expect(mockApi.getSearchSuggestions).toHaveBeenCalledTimes(1));
    expect(mockApi.getSearchSuggestions).toHaveBeenCalledWith({ query: { q: 'Go', limit: 8 } }, expect.anything());
    await user.type(input(), 'a');
    await waitFor(() => expect(mockApi.getSearchSuggestions).toHaveBeenCalledTimes(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('given one letter, then nothing is asked (too short to mean a place)', async () => {
    const { user, input } = setup();
    await user.type(input(), 'B');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(mockApi.getSearchSuggestions).not.toHaveBeenCalled();
  });

  it('given the suggestions call fails, then the failure is kept and shown, and typing goes on', async () => {
    mockApi.getSearchSuggestions.mockRejectedValue(new Error('API error'));
    const { user, input } = setup();
    await user.type(input(), 'Ben');
    expect(await screen.findByText(/suggestions could not be loaded/i)).toBeVisible();
    expect(input()).toHaveAccessibleDescription(/suggestions could not be loaded/i);
    expect(input()).toHaveValue('Ben');
  });
});

describe('SearchWidget: the place box', () => {
  function prefilled(place = 'Goa') {
    const platform = testPlatform();
    platform.search.setPlace({ q: place, type: 'text', coordinates: null });
    const user = userEvent.setup();
    render(
      <Frame platform={platform}>
        <SearchWidget today={TODAY} debounceMs={0} />
      </Frame>,
    );
    const input = () =>
      screen.getByRole('combobox', { name: /city, locality, landmark or hotel/i }) as HTMLInputElement;
    return { user, input };
  }

  it('given a pre-filled place, when the box is tapped, then its whole text is selected and typing replaces it', async () => {
    const { user, input } = prefilled('Goa');
    expect(input()).toHaveValue('Goa');
    await user.click(input());
    expect(input()).toHaveFocus();
    expect([input().selectionStart, input().selectionEnd]).toEqual([0, 3]);
    await user.keyboard('Kempegowda');
    expect(input()).toHaveValue('Kempegowda');
  });

  // Guards the other way: only the tap that focuses selects, so a visitor can still place the caret to edit.
  it('given the box already focused, when tapped again, then the caret is placed and the text is kept', async () => {
    const { user, input } = prefilled('Goa');
    await user.click(input());
    await user.pointer({ target: input(), offset: 1, keys: '[MouseLeft]' });
    expect([input().selectionStart, input().selectionEnd]).toEqual([1, 1]);
    await user.keyboard('x');
    expect(input()).toHaveValue('Gxoa');
  });

  it('given text in the box, when Clear is tapped, then the box is empty in one tap, focused and offers recent searches', async () => {
    const recent = [
      { location: 'Pune', range: { checkin: '2030-02-01', checkout: '2030-02-03' }, rooms: [{ adults: 1, kids: 0 }] },
    ];
    const platform = testPlatform({ [RECENT_SEARCHES_KEY]: JSON.stringify(recent) });
    platform.search.setPlace({ q: 'Goa', type: 'text', coordinates: null });
    const user = userEvent.setup();
    render(
      <Frame platform={platform}>
        <SearchWidget today={TODAY} debounceMs={0} />
      </Frame>,
    );
    const input = screen.getByRole('combobox', { name: /city, locality, landmark or hotel/i });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.keyboard('Kempegowda');
    expect(input).toHaveValue('Kempegowda');
  });

  it('given an empty box, then there is nothing to clear; given the page in French, then Clear says "Effacer"', async () => {
    const { user, input } = setup();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.type(input(), 'Go');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeVisible();
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'fr-FR';
    try {
      prefilled('Goa');
      expect(screen.getByRole('button', { name: 'Effacer' })).toBeVisible();
    } finally {
      document.documentElement.lang = lang;
    }
  });

  it('given a place found by an old name, then the option shows its own name and the name it matched', async () => {
    mockApi.getSearchSuggestions.mockResolvedValue({ suggestions: [{ ...BENGALURU, alias: 'Bangalore' }] });
    const { user, input, location } = setup();
    await user.type(input(), 'Bangalore');
    const option = await screen.findByRole('option', { name: /^Bengaluru, Karnataka/ });
    // The test page's locale is en-IN (the default for a browser that asks for no other).
    expect(option).toHaveTextContent('Bengaluru, KarnatakaAlso called BangaloreCity');
    await user.click(option);
    expect(input()).toHaveValue('Bengaluru');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toMatch(/^\/hotels-in-bengaluru\/\?q=Bengaluru&/);
  });

  it('given an old name typed and searched without picking, then it goes to the place it names', async () => {
    mockApi.getSearchSuggestions.mockResolvedValue({
      suggestions: [{ ...suggestion('city', 'Mumbai'), q: 'mumbai', alias: 'Bombay' }],
    });
    const { user, input, location } = setup();
    await user.type(input(), 'bombay{Enter}');
    await waitFor(() => expect(location()).toMatch(/^\/hotels-in-mumbai\/\?q=Mumbai&/));
  });
});

describe('SearchWidget: dates', () => {
  it('given a stored stay in the past, then it starts today for one night (docs/rules.md 5)', () => {
    const recent: RecentSearch[] = [
      { location: 'Goa', range: { checkin: '2029-12-01', checkout: '2029-12-01' }, rooms: [{ adults: 1, kids: 0 }] },
    ];
    const platform = testPlatform({ [RECENT_SEARCHES_KEY]: JSON.stringify(recent) });
    platform.search.prefillFromRecent(TODAY);
    render(
      <Frame platform={platform}>
        <SearchWidget today={TODAY} />
      </Frame>,
    );
    expect(screen.getByRole('button', { name: /dates/i })).toHaveTextContent('Thu, 10 Jan – Fri, 11 Jan1 night');
  });

  it('given a stay, then the button can wrap only after the dash: no break inside a date or before the dash', () => {
    setup();
    expect(screen.getByRole('button', { name: /dates/i }).textContent).toBe(
      'Thu,\u00a010\u00a0Jan\u00a0– Fri,\u00a011\u00a0Jan1 night',
    );
  });

  it('given only a check-in picked, when Done, then check-out is the next day', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /dates/i }));
    const calendar = await screen.findByRole('group', { name: /check-in and check-out/i });
    await user.click(within(calendar).getByRole('button', { name: /^Saturday, 12 January 2030$/ }));
    expect(screen.getByText(/now choose your check-out date \(up to 15 nights\)/i)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /dates/i })).toHaveTextContent('Sat, 12 Jan – Sun, 13 Jan1 night');
  });

  it('given a check-in, then check-out days past 15 nights cannot be picked, and a pick within closes the sheet', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /dates/i }));
    const calendar = await screen.findByRole('group', { name: /check-in and check-out/i });
    await user.click(within(calendar).getByRole('button', { name: /^Monday, 14 January 2030$/ }));
    expect(within(calendar).getByRole('button', { name: /^Wednesday, 30 January 2030$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(calendar).getByRole('button', { name: /^Wednesday, 30 January 2030$/ }));
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(within(calendar).getByRole('button', { name: /^Tuesday, 29 January 2030$/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /dates/i })).toHaveTextContent('Mon, 14 Jan – Tue, 29 Jan15 nights');
  });
});

describe('SearchWidget: rooms and guests', () => {
  it('keeps 1 to 5 adults and 0 to 5 kids a room; adds rooms of 1 adult and removes the last', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /rooms and guests/i }));
    const sheet = await screen.findByRole('dialog', { name: 'Rooms and guests' });
    expect(within(sheet).getByRole('button', { name: 'Remove an adult from room 1' })).toBeDisabled();
    expect(within(sheet).getByRole('button', { name: 'Remove a kid from room 1' })).toBeDisabled();
    expect(within(sheet).getByRole('button', { name: 'Remove last room' })).toBeDisabled();
    for (let i = 0; i < 6; i += 1) {
      const add = within(sheet).getByRole('button', { name: 'Add an adult to room 1' });
      if (!(add as HTMLButtonElement).disabled) await user.click(add);
      const kid = within(sheet).getByRole('button', { name: 'Add a kid to room 1' });
      if (!(kid as HTMLButtonElement).disabled) await user.click(kid);
    }
    expect(within(sheet).getByRole('button', { name: 'Add an adult to room 1' })).toBeDisabled();
    expect(within(sheet).getByRole('button', { name: 'Add a kid to room 1' })).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: 'Add room' }));
    expect(within(sheet).getByRole('heading', { name: 'Room 2' })).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /rooms and guests/i })).toHaveTextContent('2 rooms, 11 guests');
    await user.click(screen.getByRole('button', { name: /rooms and guests/i }));
    await user.click(await screen.findByRole('button', { name: 'Remove last room' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /rooms and guests/i })).toHaveTextContent('1 room, 10 guests');
  });

  describe('given the page in French', () => {
    const lang = document.documentElement.lang;
    beforeEach(() => {
      document.documentElement.lang = 'fr-FR';
    });
    afterEach(() => {
      document.documentElement.lang = lang;
    });

    it('then the summary and the nights follow French plural rules (1 is singular, 2 plural)', async () => {
      const { user } = setup();
      const field = () => screen.getByRole('button', { name: /chambres et voyageurs/i });
      expect(field()).toHaveTextContent('1 chambre, 1 voyageur');
      expect(screen.getByRole('button', { name: /dates/i })).toHaveTextContent(/1 nuit$/);
      await user.click(field());
      const sheet = await screen.findByRole('dialog', { name: 'Chambres et voyageurs' });
      await user.click(within(sheet).getByRole('button', { name: 'Ajouter un adulte à la chambre 1' }));
      await user.click(within(sheet).getByRole('button', { name: 'Valider' }));
      expect(field()).toHaveTextContent('1 chambre, 2 voyageurs');
      await user.click(field());
      await user.click(await screen.findByRole('button', { name: 'Ajouter une chambre' }));
      await user.click(screen.getByRole('button', { name: 'Valider' }));
      expect(field()).toHaveTextContent('2 chambres, 3 voyageurs');
    });
  });
});

describe('SearchWidget: submitting', () => {
  it('given nothing typed, when submitted, then it says what is missing and goes nowhere', async () => {
    const { user, input } = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Enter a city, locality, landmark or hotel');
    expect(input()).toHaveFocus();
  });

  it('given a picked city, then it goes to its listing with dates and rooms, and records a recent search', async () => {
    const { user, input, location, platform } = setup();
    await user.type(input(), 'Beng');
    await user.click(await screen.findByRole('option', { name: /Bengaluru, Karnataka/ }));
    await user.click(screen.getByRole('button', { name: /rooms and guests/i }));
    await user.click(await screen.findByRole('button', { name: 'Add an adult to room 1' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe(
      '/hotels-in-bengaluru/?q=Bengaluru&city=Bengaluru&state=Karnataka&checkin=10-01-2030&checkout=11-01-2030&roomconfig=2-0',
    );
    expect(platform.search.store.getState().recentSearches[0]).toMatchObject({
      location: 'Bengaluru',
      range: { checkin: TODAY, checkout: '2030-01-11' },
      rooms: [{ adults: 2, kids: 0 }],
    });
    expect(JSON.parse(platform.storage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toHaveLength(1);
  });

  it('given text typed but no option picked, then the place is looked up and an exact match is used', async () => {
    const { user, input, location } = setup();
    await user.type(input(), 'bengaluru{Enter}');
    await waitFor(() => expect(location()).toMatch(/^\/hotels-in-bengaluru\/\?q=Bengaluru&/));
  });

  it('given text nothing matches, then it goes to /search/{text}/', async () => {
    mockApi.getSearchSuggestions.mockResolvedValue({ suggestions: [] });
    const { user, input, location } = setup();
    await user.type(input(), 'Sea view{Enter}');
    await waitFor(() =>
      expect(location()).toBe('/search/Sea%20view/?q=Sea+view&checkin=10-01-2030&checkout=11-01-2030&roomconfig=1-0'),
    );
  });

  it('keeps 3 distinct recent searches, newest first, and offers them on an empty field', async () => {
    const recent = ['Goa', 'Pune', 'Agra'].map((location) => ({
      location,
      range: { checkin: '2030-02-01', checkout: '2030-02-03' },
      rooms: [{ adults: 2, kids: 1 }],
    }));
    mockApi.getSearchSuggestions.mockResolvedValue({ suggestions: [BENGALURU] });
    const { user, input, platform } = setup({ [RECENT_SEARCHES_KEY]: JSON.stringify(recent) });
    await user.click(input());
    const listbox = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['GoaRecent', 'PuneRecent', 'AgraRecent']);
    await user.click(within(listbox).getByRole('option', { name: /Pune/ }));
    expect(input()).toHaveValue('Pune');
    expect(screen.getByRole('button', { name: /dates/i })).toHaveTextContent('Fri, 1 Feb – Sun, 3 Feb');
    expect(screen.getByRole('button', { name: /rooms and guests/i })).toHaveTextContent('1 room, 3 guests');

    await user.clear(input());
    await user.type(input(), 'Beng');
    await user.click(await screen.findByRole('option', { name: /Bengaluru/ }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(platform.search.store.getState().recentSearches.map((r) => r.location)).toEqual([
      'Bengaluru',
      'Goa',
      'Pune',
    ]);
  });

  it('has no axe violations, closed and with the list open', async () => {
    const { user, input, container } = setup();
    expect(await axe(container)).toHaveNoViolations();
    await user.type(input(), 'Ben');
    await screen.findByRole('listbox');
    expect(await axe(container)).toHaveNoViolations();
  });
});
