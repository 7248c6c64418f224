import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorOf } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { parentListIdsOf, queryDslOf, type BuilderRules, type BuilderValues } from '../builder-form';
import { MAX_SEGMENTS, SEGMENT_LIMIT_MESSAGE } from '../limits';
import { parseForEditing } from '../parse-for-editing';
import { toDraft } from '../query/validate-draft';
import { selectSavedSegmentId, selectSegmentById, selectSegmentCount, selectSegmentRequest, selectSegmentsLoaded, selectTakenSegmentNames } from '../selectors';
import { segmentCreateRequested, segmentRequestReset, segmentUpdateRequested } from '../slice';
import type { SegmentDetail } from '../types';
import { emptyCondition } from './condition-options';
import { SegmentForm } from './SegmentForm';
import styles from './Segments.module.css';
import { TooAdvancedQuery } from './TooAdvancedQuery';
import { useParentName } from './use-parent-name';
import { useQueryContext } from './use-query-context';
import { useSegmentDetail } from './use-segment-detail';
import { useSegmentsLoaded } from './use-segments-loaded';

type Mode = 'create' | 'edit' | 'duplicate';

const NEW_SEGMENT: BuilderValues = { name: '', parentKind: 'all', parentListId: '', query: { groups: [{ conditions: [emptyCondition()] }] } };

const TITLES: Record<Mode, (name: string) => string> = {
  create: () => 'Create a Segment',
  edit: (name) => `Edit ${name}`,
  duplicate: (name) => `Duplicate ${name}`,
};

/** /contacts/segments/create, /:id/edit and /duplicate/:id: the builder, with "Copy of <name>" and the same query for a duplicate. */
export function SegmentBuilderPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const mode: Mode = id === undefined ? 'create' : pathname.includes('/duplicate/') ? 'duplicate' : 'edit';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useSegmentsLoaded();
  const { context, timeZoneName } = useQueryContext();
  const { detail, request: detailRequest, reload } = useSegmentDetail(id);
  const request = useAppSelector((state) => selectSegmentRequest(state, mode === 'edit' ? 'update' : 'create'));
  const savedId = useAppSelector(selectSavedSegmentId);
  const takenNames = useAppSelector((state) => selectTakenSegmentNames(state, mode === 'edit' ? (id ?? null) : null));
  const segmentCount = useAppSelector(selectSegmentCount);
  const segmentsLoaded = useAppSelector(selectSegmentsLoaded);
  const parentName = useParentName();
  // A V1 segment rebuilt as V2 (from the index): its name and parent to start from; its SGQL query is not carried over.
  const rebuildId = useSearchParams()[0].get('rebuild');
  const rebuilt = useAppSelector((state) => (rebuildId === null ? undefined : selectSegmentById(state, rebuildId)));
  const atLimit = mode !== 'edit' && segmentsLoaded && segmentCount >= MAX_SEGMENTS;
  // The revision the builder's values start from: it changes only when Reload asks for the stored segment.
  const [basedOn, setBasedOn] = useState<string>();
  const [reloading, setReloading] = useState(false);
  const revision = basedOn ?? detail?.updatedAt;
  useEffect(() => {
    if (!detail || (basedOn !== undefined && !(reloading && detail.updatedAt !== basedOn))) return;
    setBasedOn(detail.updatedAt);
    setReloading(false);
  }, [detail, basedOn, reloading]);

  useEffect(() => () => void dispatch(segmentRequestReset(mode === 'edit' ? 'update' : 'create')), [dispatch, mode]);

  const editable = useMemo(() => (detail && context ? parseForEditing(detail.queryDsl, context) : null), [detail, context]);

  const header = <PageHeader title={TITLES[mode](detail?.name ?? 'segment')} breadcrumb={[{ label: 'Segments', to: '..' }]} />;

  if (id !== undefined && !detail) {
    const error = errorOf(detailRequest);
    return (
      <>
        {header}
        {error ? (
          <EmptyState title="We could not load this segment" action={<Button onClick={reload}>Try again</Button>}>
            {error.message}
          </EmptyState>
        ) : (
          <Spinner label="Loading the segment" />
        )}
      </>
    );
  }
  if (!context || (detail && !editable) || (rebuildId !== null && !segmentsLoaded)) {
    return (
      <>
        {header}
        <Spinner label="Loading the segment" />
      </>
    );
  }

  if (mode === 'edit' && detail && editable?.parsed.kind === 'too_advanced') {
    return (
      <>
        {header}
        <TooAdvancedQuery queryDsl={detail.queryDsl} contactsCount={detail.contactsCount} reason={editable.parsed.reason} />
        <div className={styles.actions}>
          <ButtonLink to={`../duplicate/${encodeURIComponent(detail.id)}`}>Duplicate</ButtonLink>
          <ButtonLink to={`../${encodeURIComponent(detail.id)}/delete`} variant="danger">
            Delete
          </ButtonLink>
        </div>
      </>
    );
  }

  const rawQueryDsl = editable?.parsed.kind === 'too_advanced' && detail ? detail.queryDsl : null;
  const rules: BuilderRules = { context, takenNames, rawQueryDsl };
  const initialValues = rebuilt
    ? { ...NEW_SEGMENT, name: `${rebuilt.name} (V2)`, parentKind: rebuilt.parentListId === null ? ('all' as const) : ('list' as const), parentListId: rebuilt.parentListId ?? '' }
    : initialValuesOf(mode, detail, editable?.parsed.kind === 'builder' ? toDraft(editable.parsed.query) : null);

  return (
    <>
      {header}
      {atLimit && (
        <InlineAlert tone="danger" title="Segment limit reached">
          {SEGMENT_LIMIT_MESSAGE}
        </InlineAlert>
      )}
      <SegmentForm
        key={revision}
        keptAs={{ id: keptEditsIdOf(mode, id, rebuildId), revision: mode === 'edit' ? revision : undefined }}
        initialValues={initialValues}
        rules={rules}
        conditionContext={editable?.context ?? context}
        timeZoneName={timeZoneName}
        fixedParentName={mode === 'edit' && detail ? parentName(detail.parentListId) : null}
        request={request}
        submitLabel={mode === 'edit' ? 'Save' : 'Create Segment'}
        blocked={atLimit}
        onSubmit={(values, keepOver) => {
          const queryDsl = queryDslOf(values, rules);
          const name = values.name.trim();
          if (mode === 'edit' && id !== undefined) {
            if (revision !== undefined) dispatch(segmentUpdateRequested({ id, payload: { name, query_dsl: queryDsl }, basedOn: keepOver ?? revision }));
          } else {
            const parentListIds = parentListIdsOf(values);
            dispatch(segmentCreateRequested({ name, query_dsl: queryDsl, ...(parentListIds.length > 0 ? { parent_list_ids: parentListIds } : {}) }));
          }
        }}
        onSaved={() => {
          if (savedId) navigate(`../${encodeURIComponent(savedId)}`);
        }}
        onReload={() => {
          dispatch(segmentRequestReset('update'));
          setReloading(true);
          reload();
        }}
      />
    </>
  );
}

function initialValuesOf(mode: Mode, detail: SegmentDetail | undefined, draft: BuilderValues['query'] | null): BuilderValues {
  if (!detail) return NEW_SEGMENT;
  return {
    name: mode === 'duplicate' ? `Copy of ${detail.name}` : detail.name,
    parentKind: detail.parentListId === null ? 'all' : 'list',
    parentListId: detail.parentListId ?? '',
    query: draft ?? { groups: [] },
  };
}

/** Where the builder's unsaved edits are kept: per segment when editing, per original for a copy or a V2 rebuild, one place for a new one. */
function keptEditsIdOf(mode: Mode, id: string | undefined, rebuildId: string | null): string {
  if (mode === 'edit' && id !== undefined) return id;
  if (mode === 'duplicate' && id !== undefined) return `copy-of-${id}`;
  return rebuildId === null ? 'new' : `rebuild-of-${rebuildId}`;
}
