import Papa, { type LocalFile } from 'papaparse';
import type { CsvReadEnd, CsvReadEvent, CsvReadRequest, CsvRowValidator, CsvValidatorFactory } from './csv-reading';
import { LEGACY_ENCODING, readTextChunks, UndecodableTextError, type TextEncodingLabel } from './read-text-chunks';

/**
 * A file is decoded and parsed in chunks of this many bytes, so no step holds more than 1 MB of it.
 * PapaParse guesses the line break and the delimiter from the first chunk, which then holds many rows.
 */
export const CSV_CHUNK_BYTES = 1024 * 1024;

type Listener = (value?: unknown) => void;

/**
 * Decoded text handed to PapaParse chunk by chunk, through the interface it reads a Node stream by
 * (`readable`, `read`, `on('data' | 'end' | 'error')`): PapaParse keeps a row split between two
 * chunks, and each pushed chunk is parsed before `push` returns.
 */
function createTextStream() {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, value?: unknown) => [...(listeners.get(event) ?? [])].forEach((listener) => listener(value));
  return {
    readable: true,
    read: () => null,
    pause: () => undefined,
    resume: () => undefined,
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    push: (text: string) => emit('data', text),
    end: () => emit('end'),
  };
}

/** Where the delimiter is guessed: PapaParse splits all the text it is given once per candidate. */
const GUESS_CHARS = 64 * 1024;

/**
 * The delimiter PapaParse guesses from the first rows (its preview of ten) when blank lines are left out
 * of the guess. The rows themselves are parsed with blank ones kept (and skipped here), so that a row's
 * line number is its count.
 */
function guessDelimiter(text: string): string {
  const lastBreak = text.length > GUESS_CHARS ? text.lastIndexOf('\n', GUESS_CHARS) : -1;
  const head = lastBreak > 0 ? text.slice(0, lastBreak + 1) : text;
  return Papa.parse<string[]>(head, { preview: 10, skipEmptyLines: 'greedy' }).meta.delimiter;
}

/** A row of nothing but spaces: skipped (and counted), as PapaParse's greedy skipping of empty lines would. */
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

export interface ReadCsvFileOptions {
  /** Once aborted, the reading stops after the chunk it is in and emits nothing more. */
  signal?: AbortSignal;
  chunkBytes?: number;
}

/**
 * Reads `request.file` chunk by chunk (CSV_CHUNK_BYTES) with PapaParse, handing each row that is not
 * blank to the validator `createValidator` makes: progress after each chunk, then the validator's result,
 * or a failure. The file is decoded as its byte order mark says (UTF-8, UTF-16 LE or BE) from start to
 * end. When the request allows it (`legacyEncoding`), a file with no mark that is not valid UTF-8 is read
 * again from the start, with a new validator, as Windows-1252 (what Excel in Western Europe saves as "CSV"):
 * the end event names the encoding used, for the page to say so (fallbackEncoding). One that is text in none of these fails whole ('not-text'). The very same code runs in the worker
 * (serveCsvReading) and, for tests, on the main thread (the in-process reader). Resolves once it ended.
 */
export function readCsvFile<Options, Result>(
  createValidator: CsvValidatorFactory<Options, Result>,
  request: CsvReadRequest<Options>,
  emit: (event: CsvReadEvent<Result>) => void,
  { signal, chunkBytes = CSV_CHUNK_BYTES }: ReadCsvFileOptions = {},
  encoding?: TextEncodingLabel,
): Promise<void> {
  const { file, options } = request;
  return new Promise((resolve) => {
    let ended = false;
    const over = () => ended || signal?.aborted === true;
    const end = (event?: CsvReadEnd<Result>) => {
      if (event !== undefined && !over()) emit(event);
      ended = true;
      resolve();
    };
    const failed = (error?: unknown) => {
      if (request.legacyEncoding === true && error instanceof UndecodableTextError && error.encoding === 'utf-8' && encoding === undefined && !over()) {
        ended = true;
        void readCsvFile(createValidator, request, emit, { ...(signal ? { signal } : {}), chunkBytes }, LEGACY_ENCODING).then(resolve);
        return;
      }
      end({ type: 'failed', reason: error instanceof UndecodableTextError ? 'not-text' : 'unreadable' });
    };

    let validator: CsvRowValidator<Result>;
    try {
      validator = createValidator(options, file.name);
    } catch (error) {
      failed(error);
      return;
    }
    let rows = 0;
    let bytesRead = 0;
    const stream = createTextStream();
    Papa.parse<string[], LocalFile>(stream as unknown as LocalFile, {
      delimiter: guessDelimiter,
      chunk(results, parser) {
        const unterminated = results.errors.find((error) => error.code === 'MissingQuotes');
        if (unterminated !== undefined) validator.unterminatedQuote?.(rows + (unterminated.row ?? 0) + 1);
        for (const cells of results.data) {
          rows += 1;
          if (isBlank(cells)) continue;
          if (validator.row(cells, rows) === 'stop') {
            // PapaParse calls complete() at once on an abort: the result is emitted there.
            parser.abort();
            return;
          }
        }
      },
      complete() {
        let result: Result;
        try {
          result = validator.result();
        } catch (error) {
          failed(error);
          return;
        }
        end(encoding === undefined ? { type: 'done', result } : { type: 'done', result, fallbackEncoding: encoding });
      },
      // A validator that throws ends up here too.
      error: failed,
    });
    void (async () => {
      try {
        for await (const text of readTextChunks(file, chunkBytes, (read) => (bytesRead = read), encoding)) {
          if (over()) return end();
          stream.push(text);
          if (!over()) emit({ type: 'progress', progress: { bytesRead, totalBytes: file.size, rows } });
        }
        if (over()) return end();
        stream.end();
      } catch (error) {
        failed(error);
      }
    })();
  });
}
