import { IconButton, TextField } from '@nivaas/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useContentT } from '../../features/content';
import { FAQ_QUERY_MAX_LENGTH, queryFrom } from './faq-query';
import styles from './faq.module.css';

/** How long typing must pause before the questions are searched: one request per word, not per key. */
export const FAQ_SEARCH_DEBOUNCE_MS = 350;

export interface QnaSearchProps {
  /** The search the list shows (the URL's `?q=`). */
  readonly search: string;
  readonly onSearch: (search: string) => void;
  readonly debounceMs?: number;
}

/**
 * The search box of the guests' questions: what is typed is searched once typing pauses (or at once with Enter),
 * through the API (getFaqs `query`); Clear empties it in one tap and gives the focus back to the box. The text is
 * cut at the API's 100 characters, so a long paste searches its start instead of failing.
 */
export function QnaSearch({ search, onSearch, debounceMs = FAQ_SEARCH_DEBOUNCE_MS }: QnaSearchProps) {
  const t = useContentT();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  const [text, setText] = useState(search);
  // The search this box last asked for, and the URL's search it last saw: the URL catches up with the typing a
  // moment later, and that echo must not put older text back in the box while the visitor types on.
  const [asked, setAsked] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    // A search the box did not ask for (back, forward, a link): the box follows it.
    if (search !== asked) {
      setAsked(search);
      setText(search);
    }
  }
  const ask = (next: string) => {
    setAsked(next);
    latest.current(next);
  };
  const wanted = queryFrom(text);
  useEffect(() => {
    if (wanted === asked) return undefined;
    const timer = setTimeout(() => {
      setAsked(wanted);
      latest.current(wanted);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [wanted, asked, debounceMs]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wanted !== asked) ask(wanted);
  };
  const clear = () => {
    setText('');
    ask('');
    input.current?.focus();
  };
  return (
    <form role="search" aria-label={t('search.form')} className={styles['search']} onSubmit={submit}>
      <TextField
        ref={input}
        type="search"
        label={t('search.label')}
        hint={t('search.hint')}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={FAQ_QUERY_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        endAdornment={
          text ? (
            <IconButton
              label={t('search.clear')}
              icon={
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              }
              className={styles['clear']}
              onClick={clear}
            />
          ) : null
        }
      />
    </form>
  );
}
