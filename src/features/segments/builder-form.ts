import type { FormikErrors } from 'formik';
import { REQUIRED_MESSAGE, maxLengthMessage } from '@/shared/form/messages';
import { compileQuery } from './query/compile-query';
import type { QueryContext, QueryDraft } from './query/model';
import { validateDraft } from './query/validate-draft';
import { SEGMENT_NAME_IN_USE_MESSAGE, SEGMENT_NAME_MAX_LENGTH } from './limits';

/** What the builder form holds. */
export interface BuilderValues {
  name: string;
  /** 'all' for a segment of all contacts, 'list' for one list's. */
  parentKind: 'all' | 'list';
  /** The parent list's id when parentKind is 'list'. */
  parentListId: string;
  query: QueryDraft;
}

export interface BuilderRules {
  context: QueryContext;
  /** Lower-cased names of the other segments. */
  takenNames: ReadonlySet<string>;
  /** A query the builder cannot show (too advanced): saved as it is, the conditions are not edited. */
  rawQueryDsl: string | null;
}

/** The builder's messages, next to each input; the query's come from validateDraft, laid out like the draft. */
export function validateBuilder(values: BuilderValues, { context, takenNames, rawQueryDsl }: BuilderRules): FormikErrors<BuilderValues> {
  const errors: FormikErrors<BuilderValues> = {};
  const name = values.name.trim();
  if (name === '') errors.name = REQUIRED_MESSAGE;
  else if (name.length > SEGMENT_NAME_MAX_LENGTH) errors.name = maxLengthMessage(SEGMENT_NAME_MAX_LENGTH);
  else if (takenNames.has(name.toLowerCase())) errors.name = SEGMENT_NAME_IN_USE_MESSAGE;
  if (values.parentKind === 'list' && values.parentListId === '') errors.parentListId = REQUIRED_MESSAGE;
  if (rawQueryDsl === null) {
    const result = validateDraft(values.query, context);
    if (!result.valid) errors.query = result.errors as FormikErrors<QueryDraft>;
  }
  return errors;
}

/** The segment's query_dsl: the raw query kept as it was, or the valid draft compiled. */
export function queryDslOf(values: BuilderValues, { context, rawQueryDsl }: BuilderRules): string {
  if (rawQueryDsl !== null) return rawQueryDsl;
  const result = validateDraft(values.query, context);
  if (!result.valid) throw new Error('queryDslOf needs a valid draft');
  return compileQuery(result.query, context);
}

export const parentListIdsOf = (values: BuilderValues): string[] =>
  values.parentKind === 'list' && values.parentListId !== '' ? [values.parentListId] : [];
