import { useState } from 'react';
import type { Resource } from '@nivaas/state';

const settled = (resource: Pick<Resource<unknown>, 'status'>) =>
  resource.status === 'success' || resource.status === 'error';

/**
 * Whether every resource has answered (data or error) at least once. It stays true afterwards: a later
 * reload (a Retry, another page of questions) shows its own skeleton in place, after the visitor asked.
 */
export function useSettledOnce(...resources: readonly Pick<Resource<unknown>, 'status'>[]): boolean {
  const [done, setDone] = useState(false);
  const now = resources.every(settled);
  // Set during render (React's derived-state pattern): the first render with every answer already shows them.
  if (now && !done) setDone(true);
  return done || now;
}
