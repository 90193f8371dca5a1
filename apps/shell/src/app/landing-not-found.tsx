import { createContext, useContext, type ReactNode } from 'react';

/**
 * The path the shell server answered 404 for, when this page is that answer. The route table matches a listing or
 * a brand by its shape; only the server, with the catalogue, knows `/hotels-near-atlantis-xyz/` names nothing. So
 * the page it drew (the Not Found screen) stays Not Found when the browser takes it over, instead of loading the
 * listing's screen to find out again (and flashing it meanwhile).
 */
const LandingNotFoundContext = createContext<string | null>(null);

export function LandingNotFoundProvider({
  path,
  children,
}: {
  readonly path: string | null;
  readonly children: ReactNode;
}) {
  return <LandingNotFoundContext.Provider value={path}>{children}</LandingNotFoundContext.Provider>;
}

/** Whether `pathname` is the one the server answered Not Found for. */
export function useIsLandingNotFound(pathname: string): boolean {
  return useContext(LandingNotFoundContext) === pathname;
}
