import type { TextEncodingLabel } from './read-text-chunks';

/**
 * Reading a CSV file the user chose: the shapes the kernel's reader, its worker and the features share.
 *
 * Functions cannot be posted to a worker, so a feature never hands the kernel its validator at run
 * time. It names it twice, in a CsvKind: a tiny worker entry file of its own that calls
 * `serveCsvReading(createValidator)` (the bundler builds that file, the validator and PapaParse into the
 * worker's own chunk, so none of it reaches the page's first load), and a lazy import of the same
 * validator for the in-process reader the tests inject. What crosses to the worker is data only: the File
 * and the feature's options; what comes back is progress and one compact result.
 */

/** Checks the rows of one CSV file, inside the worker, keeping only what the caller needs. */
export interface CsvRowValidator<Result> {
  /**
   * One row that is not blank, its cells as written (unquoted), and its line: the row's number as a
   * spreadsheet shows it (the first row is 1; blank rows count, a quoted line break does not start a
   * row). Returns 'stop' when the rest of the file is not wanted.
   */
  row(cells: readonly string[], line: number): 'stop' | void;
  /**
   * A quoted field that never closes: the parser put the rest of the file from `line` in it. Called
   * once, at the end; the validator decides what that means (a file it refuses, or nothing).
   */
  unterminatedQuote?(line: number): void;
  /**
   * What the caller gets back once the file is read or the validator stopped: posted to the main thread
   * once, so keep it compact (accepted values as one string, counts, a bounded list of row errors).
   */
  result(): Result;
}

/** Makes the validator of one reading, from the caller's options (data: they are posted to the worker). */
export type CsvValidatorFactory<Options, Result> = (options: Options, fileName: string) => CsvRowValidator<Result>;

/** One kind of CSV a feature reads: where its worker is, and the same validator for the in-process reader. */
export interface CsvKind<Options, Result> {
  /**
   * Read a file with no byte order mark that is not valid UTF-8 as Windows-1252 (what Excel in Western
   * Europe saves as "CSV") instead of refusing it; the end event then names that encoding. Kinds that cannot
   * show such a notice leave it out and refuse the file.
   */
  legacyEncoding?: true;
  /**
   * A new worker running `serveCsvReading` with this kind's validator:
   * `new Worker(new URL('./x-csv-worker.ts', import.meta.url), { type: 'module' })`.
   */
  worker(): Worker;
  /** The validator, loaded on the main thread: only the in-process reader (tests, benchmarks) calls this. */
  loadValidator(): Promise<CsvValidatorFactory<Options, Result>>;
}

/** What the page asks: read this file with these options. */
export interface CsvReadRequest<Options> {
  file: File;
  options: Options;
  /** The kind's `legacyEncoding`, carried to the worker with the request. */
  legacyEncoding?: true;
}

export interface CsvReadProgress {
  bytesRead: number;
  totalBytes: number;
  /** Rows parsed so far, blank ones included. */
  rows: number;
}

/** Why a file could not be read: not UTF-8 or UTF-16 text, or unreadable (the browser or the worker failed). */
export type CsvReadFailure = 'not-text' | 'unreadable';

/** `fallbackEncoding`: the file was not UTF-8 and had no byte order mark, so it was read in this encoding. */
export type CsvReadEnd<Result> = { type: 'done'; result: Result; fallbackEncoding?: TextEncodingLabel } | { type: 'failed'; reason: CsvReadFailure };

/** What a reading tells, in order: progress after each chunk, then its end (nothing after it). */
export type CsvReadEvent<Result> = { type: 'progress'; progress: CsvReadProgress } | CsvReadEnd<Result>;

/** One reading under way. */
export interface CsvReading {
  /** Stops it (terminates its worker): no event follows. */
  stop(): void;
}

/** Reads CSV files: in a Web Worker in the app, on the main thread in tests. Epics receive it injected. */
export interface CsvReader {
  start<Options, Result>(
    kind: CsvKind<Options, Result>,
    request: CsvReadRequest<Options>,
    emit: (event: CsvReadEvent<Result>) => void,
  ): CsvReading;
}

/** The message for a file that is not UTF-8 or UTF-16 text, whatever it was meant to hold. */
export const NOT_TEXT_MESSAGE = 'This file is not UTF-8 or UTF-16 text. Save it as CSV UTF-8 and try again.';
