import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { closeSearchWidget, openSearchWidget } from './search-widget-commands';
import { SearchWidgetModal } from './search-widget-modal';
import { Frame, suggestion, testPlatform } from './testing';

expect.extend(toHaveNoViolations);

const mockApi = { getSearchSuggestions: jest.fn() };
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

function setup() {
  const platform = testPlatform();
  render(
    <Frame platform={platform} path="/hotels-in-goa/">
      <button type="button" onClick={() => openSearchWidget(platform.bus)}>
        Modify search
      </button>
      <SearchWidgetModal today="2030-01-10" />
    </Frame>,
  );
  return { platform };
}

beforeEach(() => {
  mockApi.getSearchSuggestions.mockReset();
  mockApi.getSearchSuggestions.mockResolvedValue({ suggestions: [suggestion('city', 'Bengaluru')] });
});

describe('SearchWidgetModal (ModalId search-widget)', () => {
  it('given the modal is closed, then nothing renders; when opened through the bus, then the widget shows with the place focused', async () => {
    const { platform } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openSearchWidget(platform.bus));
    const dialog = await screen.findByRole('dialog', { name: 'Modify search' });
    expect(dialog).toBeVisible();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /city, locality/i })).toHaveFocus());
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('given a search, when submitted, then the modal closes and the listing opens', async () => {
    const { platform } = setup();
    act(() => openSearchWidget(platform.bus));
    await userEvent.type(await screen.findByRole('combobox', { name: /city, locality/i }), 'Beng');
    await userEvent.click(await screen.findByRole('option', { name: /Bengaluru/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(platform.ui.store.getState().modals['search-widget']).toBe(false);
    // The location output shows from the start (/hotels-in-goa/): wait for the navigation, not for the element.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        /^\/hotels-in-bengaluru\/\?q=Bengaluru&/,
      ),
    );
  });

  it('given Close or the bus, then it closes without changing the shared search, and focus goes back to the opener', async () => {
    const { platform } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Modify search' }));
    await userEvent.type(await screen.findByRole('combobox', { name: /city, locality/i }), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Modify search' })).toHaveFocus();
    expect(platform.search.store.getState().place).toBeNull();
    act(() => openSearchWidget(platform.bus));
    expect(await screen.findByRole('dialog')).toBeVisible();
    act(() => closeSearchWidget(platform.bus));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
