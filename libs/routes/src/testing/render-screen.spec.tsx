import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { defineScreen, type ScreenProps } from '../remote-contract';
import { renderScreen } from './render-screen';

function Hotel({ params, data, searchParams }: ScreenProps<string>) {
  return (
    <>
      <h1>{`${data} ${params['hotelId']} ${searchParams.get('checkin')}`}</h1>
      <Link to="/itinerary/?hotel_id=1042">Book</Link>
    </>
  );
}

describe('renderScreen', () => {
  const url = '/hotels-in-bengaluru/nivaas-suites-1042/?checkin=03-12-2026';

  it("given a component and data, then it renders with the route table's params and the query", () => {
    renderScreen(Hotel, { url, data: 'Suites' });
    expect(screen.getByRole('heading', { name: 'Suites 1042 03-12-2026' })).toBeInTheDocument();
  });

  it("given a definition, then its loader's data reaches the screen", async () => {
    renderScreen(defineScreen<string>({ load: async () => ({ default: Hotel }), loader: async () => 'Loaded' }), {
      url,
    });
    expect(await screen.findByRole('heading', { name: 'Loaded 1042 03-12-2026' })).toBeInTheDocument();
  });

  it('given a loader that fails, then the failure shows as an alert', async () => {
    renderScreen(
      defineScreen<string>({
        load: async () => ({ default: Hotel }),
        loader: async () => {
          throw new Error('API error');
        },
      }),
      { url },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('API error');
  });

  it('given the screen navigates, then the location shows where it went', async () => {
    const view = renderScreen(Hotel, { url, data: 'Suites' });
    await userEvent.click(screen.getByRole('link', { name: 'Book' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/itinerary/?hotel_id=1042');
    expect(view.location()).toBe('/itinerary/?hotel_id=1042');
  });
});
