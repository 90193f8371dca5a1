import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * Answers already known when a page starts, by resource key: what the server rendered the page with.
 * A resource whose key is seeded starts in success with that data, on the server and in the browser's hydration
 * alike, so both draw the same HTML and the browser does not fetch it again. Each seed is used once: the first
 * mount that takes it removes it, so a later visit to the same key loads fresh data.
 */
export interface ResourceSeeds {
  /** The seeded data of key, if any (the map keeps it until taken). */
  peek(key: string): { readonly data: unknown } | undefined;
  /** Removes key's seed once a mounted resource has used it. */
  take(key: string): void;
}

export function createResourceSeeds(entries: Iterable<readonly [string, unknown]> = []): ResourceSeeds {
  const seeds = new Map<string, unknown>(entries);
  return {
    peek: (key) => (seeds.has(key) ? { data: seeds.get(key) } : undefined),
    take: (key) => {
      seeds.delete(key);
    },
  };
}

const ResourceSeedsContext = createContext<ResourceSeeds | null>(null);

/**
 * No JSX in this file: the shell server runs this library from its TypeScript source (tsx, without the
 * workspace's JSX settings) when it renders pages, so it is written as plain calls.
 */
export function ResourceSeedsProvider({ seeds, children }: { seeds: ResourceSeeds; children?: ReactNode }) {
  return createElement(ResourceSeedsContext.Provider, { value: seeds }, children);
}

export function useResourceSeeds(): ResourceSeeds | null {
  return useContext(ResourceSeedsContext);
}
