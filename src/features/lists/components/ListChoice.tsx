import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ListChoiceProps } from '@/shared/audience/list-choice';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { cx } from '@/shared/ui/cx';
import { FieldError } from '@/shared/ui/FieldError';
import { FieldLabel } from '@/shared/ui/FieldLabel';
import { idList } from '@/shared/ui/use-field-ids';
import { formatNumber } from '@/shared/format/display-format';
import { MAX_LISTS } from '@/shared/audience/list';
import { LIST_LIMIT_MESSAGE, listNameError, listNameKey } from '../list-name-rules';
import { contactCount } from '../messages';
import { selectAllLists, selectCreatedListId, selectListNames, selectListsComplete, selectListsTotal } from '../selectors';
import { listCreateRequested } from '../slice';
import type { List } from '../types';
import styles from './ListChoice.module.css';
import { useListFormRequest } from './use-list-form-request';
import { useTakenListNames } from './use-taken-list-names';

/** Options shown at once: an account may have 1,000 lists, and typing narrows them. */
const SHOWN_OPTIONS = 50;

type Option = { kind: 'list'; list: List } | { kind: 'new'; name: string };

/**
 * Choosing lists, for the screens of other features (add a contact, import, add the selection to a list):
 * a combobox that searches every list of the account by name, choosing one or several, and creating a list
 * on the way when allowed. Keyboard (the list autocomplete with manual selection of the ARIA practices): typing
 * filters, arrows move through the options, Enter chooses the active one, Escape closes, and Backspace in an
 * empty search removes the last list chosen.
 */
export function ListChoice({ label, value, onChange, multiple, allowNew, error, disabled = false }: ListChoiceProps) {
  const dispatch = useAppDispatch();
  const ids = { input: useId(), listbox: useId(), status: useId(), error: useId() };
  const lists = useAppSelector(selectAllLists);
  const names = useAppSelector(selectListNames);
  const complete = useAppSelector(selectListsComplete);
  const total = useAppSelector(selectListsTotal);
  const takenNames = useTakenListNames();
  const createRequest = useListFormRequest('create');
  const createdId = useAppSelector(selectCreatedListId);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [creating, setCreating] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);

  const needle = query.trim().toLocaleLowerCase();
  const matches = useMemo(() => (needle === '' ? lists : lists.filter((list) => list.name.toLocaleLowerCase().includes(needle))), [lists, needle]);
  const exact = lists.some((list) => listNameKey(list.name) === needle);
  const options: Option[] = [
    ...matches.slice(0, SHOWN_OPTIONS).map((list): Option => ({ kind: 'list', list })),
    ...(allowNew && needle !== '' && !exact ? [{ kind: 'new', name: query.trim() } as const] : []),
  ];
  const busy = disabled || creating !== null;

  useRequestOutcome(createRequest, {
    onComplete() {
      if (creating === null || createdId === null) return;
      onChange(multiple ? [...value, createdId] : [createdId]);
      setCreating(null);
      setQuery('');
      setOpen(false);
      inputRef.current?.focus();
    },
    onError(failure) {
      if (creating === null) return;
      setCreating(null);
      setCreateError(failure.fieldErrors.name ?? failure.message);
      inputRef.current?.focus();
    },
  });

  useEffect(() => {
    if (active < 0) return;
    listboxRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(Math.min(index, options.length - 1));
  };

  function choose(option: Option) {
    setCreateError(undefined);
    if (option.kind === 'new') {
      const message = (total ?? lists.length) >= MAX_LISTS ? LIST_LIMIT_MESSAGE : listNameError(option.name, { takenNames });
      if (message !== undefined) {
        setCreateError(message);
        return;
      }
      setCreating(option.name);
      dispatch(listCreateRequested({ name: option.name }));
      return;
    }
    const { id } = option.list;
    if (multiple) {
      onChange(value.includes(id) ? value.filter((chosen) => chosen !== id) : [...value, id]);
      return;
    }
    onChange([id]);
    setQuery('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        openAt(open ? active + 1 : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        openAt(open ? Math.max(active - 1, 0) : options.length - 1);
        break;
      case 'Enter': {
        if (!open) return;
        // Never submits the host's form while the options are open; chooses the active one, if any.
        event.preventDefault();
        const option = options[active];
        if (option !== undefined) choose(option);
        break;
      }
      case 'Escape':
        if (!open && query === '') return;
        // Closes the options, not the dialog the choice may sit in.
        event.preventDefault();
        event.stopPropagation();
        if (open) setOpen(false);
        else setQuery('');
        break;
      case 'Backspace':
        if (multiple && query === '' && value.length > 0) onChange(value.slice(0, -1));
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const activeOption = open ? options[active] : undefined;
  const optionId = (index: number) => `${ids.listbox}-${index}`;
  const status = creating !== null
    ? `Creating ${creating}…`
    : !complete
      ? 'Loading your lists…'
      : open
        ? matches.length > SHOWN_OPTIONS
          ? `${formatNumber(matches.length)} lists match; the first ${SHOWN_OPTIONS} are shown. Type to narrow them.`
          : matches.length === 0
            ? 'No list matches.'
            : `${formatNumber(matches.length)} ${matches.length === 1 ? 'list matches' : 'lists match'}.`
        : '';
  const shownError = createError ?? error;

  return (
    <div className={styles.listChoice}>
      <FieldLabel htmlFor={ids.input} label={label} required={false} />
      {value.length > 0 && (
        <ul className={styles.chosen} aria-label={`${label}: chosen`}>
          {value.map((id) => {
            const name = names[id] ?? (complete ? 'A deleted list' : 'Loading…');
            return (
              <li key={id} className={styles.tag}>
                <span>{name}</span>
                <button type="button" className={styles.remove} aria-label={`Remove ${name}`} disabled={busy} onClick={() => onChange(value.filter((chosen) => chosen !== id))}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        ref={inputRef}
        id={ids.input}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={allowNew ? 'Search or name a new list' : 'Search your lists'}
        aria-expanded={open}
        aria-controls={ids.listbox}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={idList(ids.status, shownError && ids.error)}
        disabled={busy}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setCreateError(undefined);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => {
          if (open) return;
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul ref={listboxRef} id={ids.listbox} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} className={styles.listbox} hidden={!open || options.length === 0}>
        {options.map((option, index) => {
          const chosen = option.kind === 'list' && value.includes(option.list.id);
          return (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's input takes the keys (aria-activedescendant)
            <li
              key={option.kind === 'list' ? option.list.id : 'new'}
              id={optionId(index)}
              role="option"
              aria-selected={chosen}
              className={cx(styles.option, index === active && styles.active)}
              // Keeps focus in the search field, so the options stay open and the keyboard keeps working.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.kind === 'list' ? (
                <>
                  <span>{option.list.name}</span>
                  <span className={styles.status}>{contactCount(option.list.contactCount)}</span>
                </>
              ) : (
                <span>Create list “{option.name}”</span>
              )}
            </li>
          );
        })}
      </ul>
      <p id={ids.status} className={styles.status} aria-live="polite">
        {status}
      </p>
      {shownError && <FieldError id={ids.error}>{shownError}</FieldError>}
    </div>
  );
}
