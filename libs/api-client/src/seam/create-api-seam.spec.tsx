/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createFakeApiClient, provideApiClient } from '../testing';
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

  it('given a provided client (a spec of a loader), then plain code and a component without a provider call it', async () => {
    const api = provideApiClient(createFakeApiClient({ getCities: { data: [] } as never }));
    await seam.api.getCities({});
    render(<Cities />);
    expect(await screen.findByText('0 cities')).toBeTruthy();
    expect(api.callsOf('getCities')).toHaveLength(2);
    expect(getBrowserApiClient).not.toHaveBeenCalled();
  });

  it('given no provided client (undone after the previous test), then plain code asks for the browser client when it calls', () => {
    const calls = seam.api;
    expect(getBrowserApiClient).not.toHaveBeenCalled();
    void calls.getCities({}).catch(() => undefined);
    expect(getBrowserApiClient).toHaveBeenCalledTimes(1);
  });

  it('given services, then a component gets the provided ones, or the browser ones built on first use', () => {
    const build = jest.fn(() => ({ leave: (url: string) => url }));
    const withServices = createApiSeam(['getCities'], build);
    const Leave = () => <p>{withServices.useServices().leave('/away/')}</p>;
    expect(build).not.toHaveBeenCalled();
    expect(renderToString(<Leave />)).toContain('/away/');
    const api = createFakeApiClient();
    render(
      <withServices.ServicesProvider services={{ api, leave: () => 'provided' }}>
        <Leave />
      </withServices.ServicesProvider>,
    );
    expect(screen.getByText('provided').tagName).toBe('P');
    expect(build).toHaveBeenCalledTimes(1);
  });
});
