import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from './use-is-client';

export interface PortalProps {
  children: ReactNode;
}

/** Renders into document.body once mounted in a browser; renders nothing on the server. */
export function Portal({ children }: PortalProps) {
  const isClient = useIsClient();
  if (!isClient) return null;
  return createPortal(children, document.body);
}
