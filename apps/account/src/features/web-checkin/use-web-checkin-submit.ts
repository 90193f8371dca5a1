import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@nivaas/api-client';
import type { WebCheckin } from './web-checkin-types';
import { useWebCheckinApi } from './web-checkin-api';
import type { WebCheckinAnswers } from './web-checkin-form';

export interface WebCheckinSubmit {
  /** The latest answer: the loaded check-in, then what each submit returned. */
  readonly checkin: WebCheckin;
  readonly submitting: boolean;
  /** A refusal: the API's own message for a 4xx, null for our generic text; undefined when none. */
  readonly failure: string | null | undefined;
  readonly submit: (answers: WebCheckinAnswers) => Promise<boolean>;
}

/** submitWebCheckin for one hash; the answer (CHECKED_IN, "Checked in") replaces what the page shows. */
export function useWebCheckinSubmit(hash: string, loaded: WebCheckin): WebCheckinSubmit {
  const api = useWebCheckinApi();
  // A submit's answer, for the check-in it answered (a reload of the page's data starts again from that).
  const [answered, setAnswered] = useState<{ readonly to: WebCheckin; readonly value: WebCheckin } | null>(null);
  const checkin = answered?.to === loaded ? answered.value : loaded;
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (answers: WebCheckinAnswers) => {
      setSubmitting(true);
      setFailure(undefined);
      try {
        const done = await api.submitWebCheckin({ params: { hash }, body: answers });
        if (!mounted.current) return false;
        setAnswered({ to: loaded, value: done });
        return true;
      } catch (error) {
        if (mounted.current)
          setFailure(isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : null);
        return false;
      } finally {
        if (mounted.current) setSubmitting(false);
      }
    },
    [api, hash, loaded],
  );

  return { checkin, submitting, failure, submit };
}
