import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { contactDisplayName, type ContactDto } from '@/shared/audience/contact';
import { useAudiencePath } from '@/shared/audience/audience-path';
import type { ContactScope } from '@/shared/audience/contacts-api';
import { useListChoice } from '@/shared/audience/list-choice';
import { errorOf } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { LazyDataTable, preloadDataTable } from '@/shared/ui/data-table/LazyDataTable';
import { bulkTarget, noneSelected, selectedCount, type Selection } from '@/shared/ui/data-table/selection-model';
import type { RowRange } from '@/shared/ui/data-table/types';
import { EmptyState } from '@/shared/ui/EmptyState';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { CONTACT_CHANGES_PROCESSING_MESSAGE, contactCountText } from '../messages';
import { contactAt, selectBulkOperation, selectContactChangesPending, selectContactTable } from '../selectors';
import { bulkRequested, rowsNeeded, searchTyped, tableClosed, tableQueried, tableRefreshRequested } from '../slice';
import { tableKeyOf, type BulkChange } from '../types';
import { contactColumns } from './ContactCells';
import styles from './ContactsTable.module.css';
import { SearchBox } from './SearchBox';

interface Props {
  scope: ContactScope;
  /** The grid's accessible name. */
  label: string;
  /** Shown instead of the table when the scope holds no contact at all. */
  emptyState: ReactNode;
  /** On a list: its name, and the selection can be removed from it; otherwise the selection can be deleted. */
  listName?: string;
}

type BulkDialog = 'delete' | 'remove' | 'add' | null;

// Only a bulk change shows these: their code (progress, chunked requests, the list choice) loads with the first one.
const BulkProgress = lazy(() => import('./BulkProgress').then((module) => ({ default: module.BulkProgress })));
// The Lists column's names come from the lists feature, loaded beside the first rows (ListNames.tsx).
const ListNamesLoader = lazy(() => import('./ListNames').then((module) => ({ default: module.ListNamesLoader })));
const AddToListDialog = lazy(() => import('./AddToListDialog').then((module) => ({ default: module.AddToListDialog })));

const rowLabel = (contact: ContactDto) => contact.email || contactDisplayName(contact);
const getRowId = (contact: ContactDto) => contact.id;

/**
 * The contacts of a scope (all, or one list) at any size: search, the virtual table paged on demand,
 * selection of rows, a page or everything matching, and the bulk changes over it. Rows delete through the
 * page's `contact/:contactId/delete` dialog route.
 */
export function ContactsTable({ scope, label, emptyState, listName }: Props) {
  const key = tableKeyOf(scope);
  const dispatch = useAppDispatch();
  const root = useAudiencePath()();
  const table = useAppSelector((state) => selectContactTable(state, key));
  const bulk = useAppSelector(selectBulkOperation);
  const processing = useAppSelector(selectContactChangesPending);
  const canChooseLists = useListChoice() !== null;
  const [text, setText] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const loadedOnce = useRef(false);
  const [dialog, setDialog] = useState<BulkDialog>(null);
  // The selection belongs to one query: a new search or a refresh starts with none.
  const [chosen, setChosen] = useState<{ generation: number; selection: Selection }>({ generation: 0, selection: noneSelected });
  const generation = table?.generation ?? 0;
  const selection = chosen.generation === generation ? chosen.selection : noneSelected;
  const setSelection = useCallback((next: Selection) => setChosen({ generation, selection: next }), [generation]);

  const scopeKey = JSON.stringify(scope);
  // Before the page's first paint, not after it: the first page's request leaves a frame sooner.
  useLayoutEffect(() => {
    const opened = JSON.parse(scopeKey) as ContactScope;
    dispatch(tableQueried({ key: tableKeyOf(opened), query: { scope: opened, search: null } }));
    preloadDataTable();
    return () => void dispatch(tableClosed({ key: tableKeyOf(opened) }));
  }, [dispatch, scopeKey]);

  const columns = useMemo(
    () =>
      contactColumns({
        profile: (id) => `${root}/profile/${encodeURIComponent(id)}`,
        delete: (id) => `contact/${encodeURIComponent(id)}/delete`,
      }),
    [root],
  );
  const getRow = useCallback((index: number) => contactAt(table, index), [table]);
  const onRowsNeeded = useCallback((range: RowRange) => dispatch(rowsNeeded({ key, range })), [dispatch, key]);

  const search = table?.query.search ?? null;
  const total = table?.total ?? null;
  const running = bulk?.phase === 'resolving' || bulk?.phase === 'sending';
  const count = selectedCount(selection, total ?? 0);

  const type = (value: string) => {
    setText(value);
    dispatch(searchTyped({ key, scope, text: value }));
  };
  const startBulk = (change: BulkChange) => {
    dispatch(bulkRequested({ key, change, target: bulkTarget(selection), count }));
    setSelection(noneSelected);
    setDialog(null);
  };

  const loadError = errorOf(table?.request);
  // Before the first answer there is nothing to search; afterwards the box stays while results load.
  if (table === undefined || (total === null && !loadedOnce.current && loadError === undefined)) return <TableSkeleton rows={8} columns={6} />;
  loadedOnce.current = true;
  if (total === 0 && search === null && text.trim() === '') return <>{emptyState}</>;

  const bulkActions = (
    <>
      {scope.kind === 'all' ? (
        <Button size="sm" variant="danger" disabled={running} onClick={() => setDialog('delete')}>
          Delete
        </Button>
      ) : (
        <Button size="sm" disabled={running} onClick={() => setDialog('remove')}>
          Remove from list
        </Button>
      )}
      {canChooseLists && (
        <Button size="sm" disabled={running} onClick={() => setDialog('add')}>
          Add to list
        </Button>
      )}
    </>
  );

  return (
    <>
      <div className={styles.controls}>
        <div className={styles.search}>
          <SearchBox ref={searchRef} value={text} onChange={type} />
        </div>
      </div>
      {total === null && loadError && (
        <EmptyState title={search ? 'We could not search your contacts' : 'We could not load your contacts'} action={<Button onClick={() => dispatch(tableRefreshRequested({ key }))}>Try again</Button>}>
          {loadError.message}
        </EmptyState>
      )}
      {total === null && !loadError && <TableSkeleton rows={8} columns={6} />}
      {total !== null && (
        <>
          <div className={styles.summary}>
            <p role="status">
              {search === null ? contactCountText(total) : `${contactCountText(total)} match “${search.text}”`}
              {processing && ` · ${CONTACT_CHANGES_PROCESSING_MESSAGE}`}
            </p>
            {search !== null && (
              <Button
                size="sm"
                variant="tertiary"
                onClick={() => {
                  type('');
                  searchRef.current?.focus();
                }}
              >
                Clear search
              </Button>
            )}
          </div>
          <Suspense fallback={null}>
            <ListNamesLoader />
          </Suspense>
          {bulk?.key === key && (
            <Suspense fallback={null}>
              <BulkProgress tableKey={key} />
            </Suspense>
          )}
          <LazyDataTable
            label={label}
            columns={columns}
            rowCount={total}
            getRow={getRow}
            getRowId={getRowId}
            onRowsNeeded={onRowsNeeded}
            selection={selection}
            onSelectionChange={setSelection}
            rowLabel={rowLabel}
            bulkActions={bulkActions}
            emptyState={<EmptyState title={search ? `No contacts match “${search.text}”` : 'No contacts'} />}
            height="min(36rem, 70vh)"
          />
        </>
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete ${contactCountText(count)}?`}
        confirmLabel={`Delete ${contactCountText(count)}`}
        onConfirm={() => startBulk({ kind: 'delete' })}
        onCancel={() => setDialog(null)}
      >
        <p>
          {contactCountText(count)} will be deleted from your account, with their list memberships. This cannot be undone.
        </p>
      </ConfirmDialog>
      {scope.kind === 'list' && (
        <ConfirmDialog
          open={dialog === 'remove'}
          title={`Remove ${contactCountText(count)} from ${listName ?? 'the list'}?`}
          confirmLabel="Remove from list"
          onConfirm={() => startBulk({ kind: 'remove', listId: scope.listId })}
          onCancel={() => setDialog(null)}
        >
          <p>The contacts stay in your account and on their other lists.</p>
        </ConfirmDialog>
      )}
      {dialog === 'add' && (
        <Suspense fallback={null}>
          <AddToListDialog count={count} onAdd={(listIds) => startBulk({ kind: 'add', listIds })} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
