import type { Suggestion } from '@nivaas/api-client/contract';
import type { RecentSearch } from '@nivaas/domain/search';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useSearchWidgetT } from './search-widget-messages';
import styles from './place-combobox.module.css';
import { usePlaceSuggestions } from './use-place-suggestions';

/** One row of the list: a place from the API, or one of the visitor's recent searches. */
type Option = { kind: 'suggestion'; suggestion: Suggestion } | { kind: 'recent'; recent: RecentSearch };

export interface PlaceComboboxProps {
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly onPickSuggestion: (suggestion: Suggestion) => void;
  readonly onPickRecent: (recent: RecentSearch) => void;
  readonly recentSearches: readonly RecentSearch[];
  readonly error?: string | null;
  readonly inputRef?: RefObject<HTMLInputElement | null>;
  /** Suggestion debounce; tests shorten it. */
  readonly debounceMs?: number;
}

/**
 * The place field: a combobox (ARIA 1.2 pattern) over suggestions across cities, localities,
 * landmarks, amenities and hotels. Focus stays in the input; arrows move the active option,
 * announced through aria-activedescendant; Enter picks it; Escape closes the list. A pre-filled
 * place is selected whole when the field is focused, so typing replaces it, and Clear empties it.
 */
export function PlaceCombobox({
  text,
  onTextChange,
  onPickSuggestion,
  onPickRecent,
  recentSearches,
  error,
  inputRef,
  debounceMs,
}: PlaceComboboxProps) {
  const t = useSearchWidgetT();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Only typed text is looked up: a picked place fills the field without a new request.
  const [typed, setTyped] = useState<string | null>(null);
  const suggestions = usePlaceSuggestions(open ? typed : null, debounceMs);
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  // A tap that focuses the field also places the caret when it ends (mouseup), undoing the selection made on focus;
  // the click after such a tap selects again. A later tap in the focused field places the caret as usual.
  const selectOnClick = useRef(false);

  const showRecent = open && text.trim().length === 0 && recentSearches.length > 0;
  const options: Option[] = showRecent
    ? recentSearches.map((recent) => ({ kind: 'recent', recent }))
    : open && typed !== null
      ? suggestions.items.map((suggestion) => ({ kind: 'suggestion', suggestion }))
      : [];
  const expanded = options.length > 0;
  const activeIndex = active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const clear = () => {
    onTextChange('');
    setTyped('');
    setActive(-1);
    setOpen(true);
    input.current?.focus();
  };
  const pick = (option: Option) => {
    if (option.kind === 'recent') onPickRecent(option.recent);
    else onPickSuggestion(option.suggestion);
    setTyped(null);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (options.length) setActive((activeIndex + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (options.length) setActive(activeIndex <= 0 ? options.length - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const option = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) {
          // Picking an option is not submitting the form.
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          // Closes the list only, not a dialog the widget sits in.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      default:
        break;
    }
  };

  const status =
    typed === null || !open
      ? ''
      : suggestions.status === 'loading'
        ? t('place.loading')
        : suggestions.status === 'error'
          ? t('place.failed')
          : suggestions.status === 'success' && suggestions.items.length === 0
            ? t('place.none')
            : suggestions.status === 'success'
              ? t('place.count', { count: suggestions.items.length })
              : '';
  const visibleStatus =
    suggestions.status === 'error' || (suggestions.status === 'success' && !suggestions.items.length);
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  return (
    <div className={styles['field']}>
      <label htmlFor={`${id}-input`} className={styles['label']}>
        {t('place.label')}
      </label>
      <div className={styles['control']}>
        <input
          ref={input}
          id={`${id}-input`}
          className={styles['input']}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('place.placeholder')}
          value={text}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : '', visibleStatus && status ? statusId : ''].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            onTextChange(event.target.value);
            setTyped(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onPointerDown={(event) => {
            const field = event.currentTarget;
            selectOnClick.current = field.ownerDocument.activeElement !== field;
          }}
          onFocus={(event) => {
            setOpen(true);
            event.currentTarget.select();
          }}
          onClick={(event) => {
            setOpen(true);
            if (selectOnClick.current) event.currentTarget.select();
            selectOnClick.current = false;
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {text && (
          <button
            type="button"
            className={styles['clear']}
            aria-label={t('place.clear')}
            // Keeps focus (and the open list) in the field while the tap lands; the click then empties it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={clear}
          >
            <span aria-hidden="true" className={styles['clearIcon']} />
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles['error']}>
          {error}
        </p>
      )}
      <p id={statusId} role="status" className={visibleStatus ? styles['status'] : styles['srOnly']}>
        {status}
      </p>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={showRecent ? t('place.recent') : t('place.label')}
        className={expanded ? styles['listbox'] : styles['hidden']}
      >
        {options.map((option, index) => {
          const selected = index === activeIndex;
          const label = option.kind === 'recent' ? option.recent.location : option.suggestion.label;
          const alias = option.kind === 'suggestion' ? option.suggestion.alias : undefined;
          const kind = option.kind === 'recent' ? t('type.recent') : t(`type.${option.suggestion.type}`);
          return (
            // Focus stays in the input (aria-activedescendant); the keyboard reaches options from there.
            <li
              key={
                option.kind === 'recent'
                  ? `recent-${option.recent.location}`
                  : `${option.suggestion.type}-${option.suggestion.q}`
              }
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              className={selected ? `${styles['option']} ${styles['active']}` : styles['option']}
              // Keeps focus in the input, so blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              <span className={styles['optionText']}>
                <span className={styles['optionLabel']}>{label}</span>
                {alias && <span className={styles['optionAlias']}>{t('place.alias', { name: alias })}</span>}
              </span>
              <span className={styles['optionKind']}>{kind}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
