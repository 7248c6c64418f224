import type { QueryContext } from '../db/contacts/query-language/query-context';
import { apiIdOf, customFieldsOf } from '../db/field-definitions';
import type { User } from '../db/users';

/** What the account's queries (search, segments, exports of a segment) are compiled against: its custom fields, and now. */
export const queryContextOf = (owner: User): QueryContext => ({
  customFields: customFieldsOf(owner).map((field) => ({ id: apiIdOf(field), tableId: field.id, name: field.name, type: field.field_type })),
  now: Date.now(),
});

/** A query the compiler refused (by name: it may have crossed the contact store's worker boundary). */
export const isQueryLanguageError = (error: unknown): error is Error => error instanceof Error && error.name === 'QueryLanguageError';

/** An argument the contact store refused (a bad page token, a filter it cannot run). */
export const isInvalidArgument = (error: unknown): error is Error =>
  error instanceof Error && error.name === 'ContactStoreError' && (error as { code?: string }).code === 'invalid_argument';
