import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from './use-is-client';
import { pageDocument } from './browser-adapter';

export interface PortalProps {
  children: ReactNode;
}

/** Renders into document.body once mounted in a browser; renders nothing on the server. */
export function Portal({ children }: PortalProps) {
  const isClient = useIsClient();
  const body = isClient ? pageDocument()?.body : null;
  return body ? createPortal(children, body) : null;
}
