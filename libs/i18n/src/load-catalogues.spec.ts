import { createElement, startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { createTranslate } from './create-translate';
import { cataloguesSettled, defineCatalogues, loadCatalogues, loadDefinedCatalogues } from './load-catalogues';
import { createTranslationHook } from './use-translate';

const EN = { greet: 'Hello', hotels: { one: '{count} hotel', other: '{count} hotels' } };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('defineCatalogues', () => {
  it('has the bundled locales at once and fetches another only when asked, once for every caller', async () => {
    const hindi = jest.fn(() => Promise.resolve({ default: { greet: 'नमस्ते' } }));
    const catalogues = defineCatalogues({ 'en-GB': EN, 'en-IN': { greet: 'Namaste' } }, { 'hi-IN': hindi });
    expect(cataloguesSettled(catalogues, 'en-IN')).toBe(true);
    expect(cataloguesSettled(catalogues, 'hi-IN')).toBe(false);
    // A locale the set has no file for is settled: its lookups fall back to en-GB.
    expect(cataloguesSettled(catalogues, 'fr-FR')).toBe(true);
    expect(hindi).not.toHaveBeenCalled();
    expect(createTranslate(catalogues, 'hi-IN', () => undefined)('greet')).toBe('Hello');

    await Promise.all([loadCatalogues(catalogues, 'hi-IN'), loadCatalogues(catalogues, 'hi-IN')]);
    expect(hindi).toHaveBeenCalledTimes(1);
    expect(cataloguesSettled(catalogues, 'hi-IN')).toBe(true);
    expect(createTranslate(catalogues, 'hi-IN')('greet')).toBe('नमस्ते');
    await loadCatalogues(catalogues, 'hi-IN');
    expect(hindi).toHaveBeenCalledTimes(1);
  });

  it('loads every set defined so far in the locales asked for, and none other', async () => {
    const french = jest.fn(() => Promise.resolve({ default: { greet: 'Bonjour' } }));
    const hindi = jest.fn(() => Promise.resolve({ default: { greet: 'नमस्ते' } }));
    const catalogues = defineCatalogues({ 'en-GB': EN }, { 'fr-FR': french, 'hi-IN': hindi });
    await loadDefinedCatalogues(['fr-FR']);
    expect(french).toHaveBeenCalledTimes(1);
    expect(hindi).not.toHaveBeenCalled();
    expect(catalogues['fr-FR']).toEqual({ greet: 'Bonjour' });
  });

  it('given a file that fails to arrive, then the texts stay English, logged, and a later call tries again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hindi = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: { greet: 'नमस्ते' } });
    const catalogues = defineCatalogues({ 'en-GB': EN }, { 'hi-IN': hindi });
    await loadCatalogues(catalogues, 'hi-IN');
    expect(warn).toHaveBeenCalledWith('Translation failed', expect.objectContaining({ locale: 'hi-IN' }));
    // Not waited for again by a hook: the page shows English rather than nothing.
    expect(cataloguesSettled(catalogues, 'hi-IN')).toBe(true);
    await loadCatalogues(catalogues, 'hi-IN');
    expect(createTranslate(catalogues, 'hi-IN')('greet')).toBe('नमस्ते');
    warn.mockRestore();
  });
});

describe('a translation hook over lazily loaded catalogues', () => {
  it('waits for the page locale’s texts and then draws them, never the English first', async () => {
    const file = deferred<{ default: { greet: string } }>();
    const catalogues = defineCatalogues({ 'en-GB': EN }, { 'hi-IN': () => file.promise });
    const useT = createTranslationHook(catalogues);
    function Greeting() {
      return createElement('p', null, useT()('greet'));
    }
    document.documentElement.lang = 'hi-IN';
    await act(async () => {
      render(createElement(Suspense, { fallback: createElement('p', null, '…') }, createElement(Greeting)));
    });
    expect(screen.getByText('…').tagName).toBe('P');
    expect(screen.queryByText('Hello')).toBeNull();
    await act(async () => file.resolve({ default: { greet: 'नमस्ते' } }));
    expect((await screen.findByText('नमस्ते')).tagName).toBe('P');
  });
});

describe('a component drawn while its texts arrive, with hooks around the translation hook', () => {
  it('is replayed by React without a hook-order error and shows the texts', async () => {
    // Arriving within a microtask: React replays the suspended component in the same pass (the listing's case).
    const catalogues = defineCatalogues(
      { 'en-GB': EN },
      { 'fr-FR': () => Promise.resolve({ default: { greet: 'Bonjour' } }) },
    );
    const useT = createTranslationHook(catalogues);
    const errors: unknown[] = [];
    function Greeting() {
      const [suffix] = useState('!');
      const t = useT();
      const [prefix] = useState('» ');
      return createElement('p', null, `${prefix}${t('greet')}${suffix}`);
    }
    document.documentElement.lang = 'fr-FR';
    const container = document.createElement('div');
    const root = createRoot(container, { onRecoverableError: (error) => errors.push(error) });
    await act(async () => {
      startTransition(() => root.render(createElement(Greeting)));
    });
    expect(container.textContent).toBe('» Bonjour!');
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });
});
