/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createFakeApiClient } from '../testing';
import { getBrowserApiClient, resetBrowserApiClient } from '../get-browser-api-client';
import { createApiSeam } from './create-api-seam';

jest.mock('../get-browser-api-client', () => {
  const actual = jest.requireActual('../get-browser-api-client');
  return { ...actual, getBrowserApiClient: jest.fn(actual.getBrowserApiClient) };
});

const seam = createApiSeam(['getCities']);

function Cities() {
  const api = seam.useApi();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    void api.getCities({}).then((answer) => setCount(answer.data.length));
  }, [api]);
  return <p>{count === null ? 'loading' : `${count} cities`}</p>;
}

afterEach(() => {
  resetBrowserApiClient();
  jest.mocked(getBrowserApiClient).mockClear();
});

describe('createApiSeam', () => {
  it('given a provider, the feature calls it', async () => {
    const api = createFakeApiClient({ getCities: { data: [{ id: 1, name: 'Goa', slug: 'goa' }] } as never });
    render(
      <seam.Provider api={api}>
        <Cities />
      </seam.Provider>,
    );
    expect((await screen.findByText('1 cities')).tagName).toBe('P');
    expect(api.callsOf('getCities')).toHaveLength(1);
  });

  it('without a provider, renders on a server without asking for the browser client (asked only when called)', () => {
    expect(renderToString(<Cities />)).toContain('loading');
    expect(getBrowserApiClient).not.toHaveBeenCalled();
  });
});
