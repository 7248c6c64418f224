import { object, string } from 'yup';
import { LIST_LIMIT_MESSAGE, listNameError, type ListNameContext } from './list-name-rules';

export interface ListSchemaContext extends ListNameContext {
  /** Creating a list at the limit: the name says the list cannot be created (spec §8). */
  limitReached: boolean;
}

/**
 * The create and rename form. The name rules are list-name-rules.ts, which the mock backend applies too,
 * so the message shown while typing is the one the server would answer.
 */
export const listSchema = ({ limitReached, ...context }: ListSchemaContext) =>
  object({
    name: string()
      .default('')
      .test('list-name', (value, test) => {
        const message = limitReached ? LIST_LIMIT_MESSAGE : listNameError(value ?? '', context);
        return message === undefined || test.createError({ message });
      }),
  });
