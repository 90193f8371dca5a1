import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { NotFoundScreen } from './not-found-screen';

const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));

describe('NotFoundScreen', () => {
  it('marks the page noindex while it shows, and takes the mark away when it goes', () => {
    const view = render(
      <MemoryRouter>
        <NotFoundScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeInTheDocument();
    expect(robots()).toEqual(['noindex']);
    view.unmount();
    expect(robots()).toEqual([]);
  });

  it('offers a way on: search and the home page', () => {
    render(
      <MemoryRouter>
        <NotFoundScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/search/');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(robots()).toEqual(['noindex']);
  });

  it('renders on the server without touching the document (the mark is an effect)', () => {
    const before = document.head.innerHTML;
    const html = renderToString(
      <MemoryRouter>
        <NotFoundScreen />
      </MemoryRouter>,
    );
    expect(html).toContain('We could not find that page');
    expect(document.head.innerHTML).toBe(before);
  });
});
