import { createContext, useContext, type ReactNode } from 'react';
import { type Platform, getBrowserPlatform } from './create-platform';

const PlatformContext = createContext<Platform | null>(null);

/** Server renders pass their per-request platform; in the browser the provider is optional. */
export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** The platform from the nearest provider, else the browser's shared one. */
export function usePlatform(): Platform {
  return useContext(PlatformContext) ?? getBrowserPlatform();
}
