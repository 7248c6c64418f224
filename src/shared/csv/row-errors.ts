/** A row a validator refused: its line (as a spreadsheet numbers it) and what to show about it. */
export interface CsvRowError {
  line: number;
  message: string;
}

export interface CsvRowErrors {
  add(line: number, message: string): void;
  /** Every refused row. */
  readonly count: number;
  /** The first ones, at most the number kept: a bounded list to post back, however long the file. */
  readonly first: CsvRowError[];
}

/** Counts every refused row and keeps the first `keep` of them. */
export function createRowErrors(keep: number): CsvRowErrors {
  const first: CsvRowError[] = [];
  let count = 0;
  return {
    add(line, message) {
      count += 1;
      if (first.length < keep) first.push({ line, message });
    },
    get count() {
      return count;
    },
    first,
  };
}
