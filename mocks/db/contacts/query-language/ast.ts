/** The expression grammar both languages share (ENDPOINTS.md §14), as parsed: positions are 0-based offsets. */
export type ComparisonOperator = '=' | '!=' | '<' | '<=' | '>' | '>=';
export type ArithmeticOperator = '+' | '-' | '*' | '/' | '%';
export type IntervalUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

export type Expr =
  | { type: 'literal'; value: string | number | boolean | null; position: number }
  | { type: 'timestamp'; text: string; position: number }
  | { type: 'interval'; amount: number; unit: IntervalUnit; position: number }
  /** `name`, `qualifier.name`; `quoted` when written in backticks. */
  | { type: 'column'; qualifier?: string; name: string; position: number }
  | { type: 'call'; name: string; args: Expr[]; position: number }
  | { type: 'array'; items: Expr[]; position: number }
  | { type: 'negate'; operand: Expr; position: number }
  | { type: 'arithmetic'; operator: ArithmeticOperator; left: Expr; right: Expr; position: number }
  | { type: 'comparison'; operator: ComparisonOperator; left: Expr; right: Expr; position: number }
  /** `parenthesized`: written in parentheses (SGQL reads a parenthesised group of event comparisons as one event). */
  | { type: 'logical'; operator: 'AND' | 'OR'; left: Expr; right: Expr; position: number; parenthesized?: boolean }
  | { type: 'not'; operand: Expr; position: number }
  | { type: 'is_null'; operand: Expr; negated: boolean; position: number }
  | { type: 'in'; operand: Expr; items: Expr[]; negated: boolean; position: number }
  /** query_dsl: `contact_id [NOT] IN (SELECT contact_id FROM event_data [AS] [alias] [WHERE …])`; `names` qualify its columns. */
  | { type: 'in_events'; operand: Expr; selected: Expr; names: string[]; where?: Expr; negated: boolean; position: number }
  | { type: 'between'; operand: Expr; low: Expr; high: Expr; negated: boolean; position: number }
  | { type: 'like'; operand: Expr; pattern: Expr; negated: boolean; position: number };
