import { useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { compileQuery } from '../query/compile-query';
import type { QueryContext, QueryDraft, SegmentCondition, SegmentQuery } from '../query/model';
import { validateCondition } from '../query/validate-draft';
import { conditionCheckRequested, conditionChecksCleared, segmentPreviewCleared, segmentPreviewRequested, selectSegmentsState } from '../slice';

/** What the builder can count now: its finished conditions (unfinished ones are never sent). */
export interface Countable {
  /** The query of the finished conditions, in their groups; null when conditions exist but none is finished. */
  query: SegmentQuery | null;
  queryDsl: string | null;
  /** Each finished condition alone, by its place `group.condition`, to tell one that matches nothing. */
  checks: Map<string, string>;
  finished: number;
  total: number;
}

const conditionKey = (group: number, condition: number) => `${group}.${condition}`;

export function countableOf(draft: QueryDraft, context: QueryContext): Countable {
  const checks = new Map<string, string>();
  let total = 0;
  const groups = draft.groups.map((group, groupIndex) =>
    group.conditions.flatMap((conditionDraft, conditionIndex): SegmentCondition[] => {
      total += 1;
      const result = validateCondition(conditionDraft, context);
      if (!result.ok) return [];
      checks.set(conditionKey(groupIndex, conditionIndex), compileQuery({ groups: [{ conditions: [result.value] }] }, context));
      return [result.value];
    }),
  );
  const finished = checks.size;
  if (total > 0 && finished === 0) return { query: null, queryDsl: null, checks, finished, total };
  const query = { groups: groups.filter((conditions) => conditions.length > 0).map((conditions) => ({ conditions })) };
  return { query, queryDsl: compileQuery(query, context), checks, finished, total };
}

/**
 * The live count while a segment is edited: each change of the finished conditions or the parent asks
 * for the count and a sample (the epic waits for a pause and drops overtaken answers), and each finished
 * condition is counted alone so one that matches nothing can say so. Leaving the builder drops them all.
 */
export function useLiveCount(draft: QueryDraft, parentListId: string, context: QueryContext | null) {
  const dispatch = useAppDispatch();
  const countable = useMemo(() => (context ? countableOf(draft, context) : null), [draft, context]);
  const parentListIds = useMemo(() => (parentListId ? [parentListId] : undefined), [parentListId]);
  const asked = useRef(new Map<string, string>());
  const checks = useAppSelector((state) => selectSegmentsState(state).conditionChecks);

  useEffect(() => {
    if (countable === null) return;
    if (countable.queryDsl === null) dispatch(segmentPreviewCleared());
    else dispatch(segmentPreviewRequested({ query_dsl: countable.queryDsl, ...(parentListIds ? { parent_list_ids: parentListIds } : {}) }));
  }, [dispatch, countable?.queryDsl, parentListIds]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (countable === null) return;
    for (const [place, queryDsl] of countable.checks) {
      // Per parent too: the same condition counts differently in another list.
      const key = `${parentListId}:${place}`;
      if (asked.current.get(key) === queryDsl) continue;
      asked.current.set(key, queryDsl);
      dispatch(conditionCheckRequested({ key, queryDsl, ...(parentListIds ? { parentListIds } : {}) }));
    }
  }, [dispatch, countable, parentListId, parentListIds]);

  useEffect(
    () => () => {
      dispatch(segmentPreviewCleared());
      dispatch(conditionChecksCleared());
    },
    [dispatch],
  );

  const matchesNothing = (group: number, condition: number) => {
    const place = conditionKey(group, condition);
    const queryDsl = countable?.checks.get(place);
    const check = checks[`${parentListId}:${place}`];
    return queryDsl !== undefined && check?.queryDsl === queryDsl && check.count === 0;
  };

  return { countable, matchesNothing };
}
