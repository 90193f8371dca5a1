import type { Suggestion } from '@nivaas/api-client/contract';
import { usePlatform, useStore, type SearchState } from '@nivaas/state';
import { todayInKolkata, type IsoDate } from '@nivaas/domain';
import { Button, useForm } from '@nivaas/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlaceCombobox } from './place-combobox';
import { resolvePlace } from './resolve-place';
import { RoomsField } from './rooms-field';
import { draftFromRecent, draftFromState, placeOf, suggestionText, type SearchDraft } from './search-widget-draft';
import { useSearchWidgetT } from './search-widget-messages';
import { searchTarget } from './search-target';
import { StayField } from './stay-field';
import styles from './search-widget.module.css';

export interface SearchWidgetProps {
  /** Today in Asia/Kolkata (YYYY-MM-DD); the current day unless a test pins it. */
  readonly today?: IsoDate;
  /**
   * Called with the URL once the search is recorded; the widget navigates there itself when
   * absent. The search-widget modal uses it to close before navigating.
   */
  readonly onSearch?: (url: string) => void;
  /** Focuses the place field on mount (the modal). */
  readonly autoFocus?: boolean;
  /** Suggestion debounce in ms; tests shorten it. */
  readonly debounceMs?: number;
  readonly className?: string;
}

const selectState = (s: SearchState) => s;

/**
 * The search widget of docs/rules.md section 2: place with suggestions, dates, rooms and guests.
 * Submitting records a recent search in the shared search store (at most 3, newest first),
 * announces it on the bus and goes to the listing, hotel or search URL the place names.
 */
export function SearchWidget({ today: todayProp, onSearch, autoFocus, debounceMs, className }: SearchWidgetProps) {
  const t = useSearchWidgetT();
  const navigate = useNavigate();
  const { search } = usePlatform();
  const state = useStore(search.store, selectState);
  const today = todayProp ?? todayInKolkata();
  const [source, setSource] = useState(state);
  const inputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  // After the dialog's focus trap has run (it focuses its first control and remembers the opener
  // to give focus back to), so the place field gets focus and the opener still gets it back.
  useEffect(() => {
    if (!autoFocus) return undefined;
    const handle = setTimeout(() => inputRef.current?.focus(), 0);
    return () => clearTimeout(handle);
  }, [autoFocus]);

  const send = async (draft: SearchDraft) => {
    const text = draft.text.trim();
    // Typed and submitted without picking: the place is looked up; a failed lookup is a free-text search.
    const suggestion: Suggestion | null =
      draft.suggestion ?? (await resolvePlace(text, draft.coordinates).catch(() => null));
    if (!mounted.current) return;
    const placeText = suggestion ? suggestionText(suggestion) : text;
    search.setPlace(placeOf(placeText, suggestion, draft.coordinates));
    search.setStay(draft.stay, today);
    search.setRooms(draft.rooms);
    search.submit(today);
    const { stay, rooms } = search.store.getState();
    const url = searchTarget({ text: placeText, suggestion }, stay ?? draft.stay, rooms);
    if (onSearch) onSearch(url);
    else navigate(url);
  };

  const form = useForm<SearchDraft, 'text'>({
    initial: () => draftFromState(state, today),
    fields: ['text'],
    validate: (draft) => (draft.text.trim() ? {} : { text: t('place.required') }),
    focus: () => inputRef.current?.focus(),
    onSubmit: send,
  });
  const draft = form.values;
  const submitting = form.status === 'submitting';
  const update = (patch: Partial<SearchDraft>) => form.setValues((d) => ({ ...d, ...patch }));

  // The shared search changed under the widget (home pre-fill, a listing's URL): start from it.
  if (source.place !== state.place || source.stay !== state.stay || source.rooms !== state.rooms) {
    setSource(state);
    form.setValues(() => draftFromState(state, today));
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) void form.submit();
  };

  return (
    <form
      className={className ? `${styles['widget']} ${className}` : styles['widget']}
      role="search"
      aria-label={t('form.label')}
      noValidate
      onSubmit={onSubmit}
    >
      <PlaceCombobox
        text={draft.text}
        inputRef={inputRef}
        debounceMs={debounceMs}
        error={form.errors.text}
        recentSearches={state.recentSearches}
        onTextChange={(text) => update({ text, suggestion: null, coordinates: null })}
        onPickSuggestion={(suggestion) =>
          update({ text: suggestionText(suggestion), suggestion, coordinates: suggestion.coordinates })
        }
        onPickRecent={(recent) => form.setValues(() => draftFromRecent(recent, today))}
      />
      <div className={styles['row']}>
        <StayField stay={draft.stay} today={today} onChange={(stay) => update({ stay })} />
        <RoomsField rooms={draft.rooms} onChange={(rooms) => update({ rooms })} />
      </div>
      <Button type="submit" size="lg" fullWidth loading={submitting} loadingLabel={t('submitting')}>
        {t('submit')}
      </Button>
    </form>
  );
}
