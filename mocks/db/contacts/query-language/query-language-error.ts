/**
 * A query that cannot be compiled: a syntax error, an unknown field or function, or mistyped operands.
 * `message` says what is wrong and where (1-based character position), ready for a 400's `message`.
 */
export class QueryLanguageError extends Error {
  constructor(
    message: string,
    /** 0-based offset into the query text, when the problem has one place. */
    readonly position?: number,
    /** The custom field name the query uses but the account does not have (a segment becomes INVALID). */
    readonly unknownField?: string,
  ) {
    super(position === undefined ? message : `${message} at position ${position + 1}`);
    this.name = 'QueryLanguageError';
  }
}
