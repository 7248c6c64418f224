import { maxLengthMessage, REQUIRED_MESSAGE } from '@/shared/form/messages';
import { LIST_NAME_MAX_LENGTH, MAX_LISTS } from '@/shared/audience/list';

/** The spec's list messages (spec §8), exactly. */
export const LIST_NAME_IN_USE_MESSAGE = 'list name is already in use';
export const LIST_LIMIT_MESSAGE = `error creating list: limit of ${MAX_LISTS} lists reached`;

export interface ListNameContext {
  /** The account's other lists' names, trimmed and lower-cased. */
  takenNames: ReadonlySet<string>;
}

/** How names are compared for uniqueness: trimmed, case-insensitively. */
export const listNameKey = (name: string) => name.trim().toLowerCase();

/**
 * The rules of a list's name, in one module that the form and the mock backend both use, so the message
 * shown while typing is the one the server answers: required, at most 100 characters, unique.
 */
export function listNameError(name: string, { takenNames }: ListNameContext): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return REQUIRED_MESSAGE;
  if (trimmed.length > LIST_NAME_MAX_LENGTH) return maxLengthMessage(LIST_NAME_MAX_LENGTH);
  if (takenNames.has(listNameKey(trimmed))) return LIST_NAME_IN_USE_MESSAGE;
  return undefined;
}

/** Whether an account with `listCount` lists may create another. */
export const canCreateList = (listCount: number) => listCount < MAX_LISTS;
