import { configureStore, type Action } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { describe, expect, it } from 'vitest';
import { appReducer } from '@/app/root-reducer';
import { NOT_TEXT_MESSAGE, type CsvReader, type CsvReadEvent, type CsvReadRequest } from '@/shared/csv/csv-reading';
import type { Dependencies } from '@/shared/dependencies';
import type { AppState } from '@/shared/store/app-state';
import { MAX_CSV_ADDRESSES } from './limits';
import { csvFileChosen, csvReadCancelled } from './slice';
import { uploadCsvEpics } from './upload-csv-epics';

/** A CSV reader the test drives: the readings started, whether each was stopped, and its events. */
function createDrivenReader() {
  const readings: { request: CsvReadRequest<unknown>; stopped: boolean; emit: (event: CsvReadEvent<unknown>) => void }[] = [];
  const reader: CsvReader = {
    start(_kind, request, emit) {
      const reading = { request, stopped: false, emit: emit as (event: CsvReadEvent<unknown>) => void };
      readings.push(reading);
      return { stop: () => void (reading.stopped = true) };
    },
  };
  return { reader, readings };
}

function createStore(csvReader: CsvReader) {
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies: { csvReader } as Dependencies });
  const store = configureStore({
    reducer: appReducer,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: ['meta.file'] } }).concat(epicMiddleware),
  });
  epicMiddleware.run(combineEpics(...uploadCsvEpics));
  return store;
}

const file = (name: string) => new File(['email\nana@example.com\n'], name, { type: 'text/csv' });
const read = { ok: true, addresses: { fileName: 'a.csv', addresses: 'ana@example.com', validCount: 1, invalidCount: 0, invalidExamples: [], duplicateCount: 0, truncatedAfter: null } };

describe('reading the chosen CSV', () => {
  it('reads the file in the reader, showing its progress, then what it holds', () => {
    const { reader, readings } = createDrivenReader();
    const store = createStore(reader);
    const chosen = file('a.csv');
    store.dispatch(csvFileChosen('7', chosen));
    expect(store.getState().unsubscribeGroups.upload.file).toEqual({ status: 'Reading', groupId: '7', fileName: 'a.csv', progress: null });
    expect(readings.map((reading) => reading.request)).toEqual([{ file: chosen, options: { max: MAX_CSV_ADDRESSES } }]);

    readings[0]!.emit({ type: 'progress', progress: { bytesRead: 10, totalBytes: 22, rows: 1 } });
    expect(store.getState().unsubscribeGroups.upload.file).toMatchObject({ status: 'Reading', progress: { bytesRead: 10, totalBytes: 22, rows: 1 } });
    readings[0]!.emit({ type: 'done', result: read });
    expect(store.getState().unsubscribeGroups.upload.file).toMatchObject({ status: 'Read', groupId: '7', fileName: 'a.csv', validCount: 1 });
    expect(readings[0]!.stopped).toBe(true);
  });

  it('refuses a file the reader could not decode, with the message for it', () => {
    const { reader, readings } = createDrivenReader();
    const store = createStore(reader);
    store.dispatch(csvFileChosen('7', file('latin1.csv')));
    readings[0]!.emit({ type: 'failed', reason: 'not-text' });
    expect(store.getState().unsubscribeGroups.upload.file).toEqual({ status: 'Rejected', groupId: '7', fileName: 'latin1.csv', message: NOT_TEXT_MESSAGE });
  });

  it('stops reading a file when another is chosen, and shows only the new one', () => {
    const { reader, readings } = createDrivenReader();
    const store = createStore(reader);
    store.dispatch(csvFileChosen('7', file('first.csv')));
    store.dispatch(csvFileChosen('7', file('second.csv')));
    expect(readings.map((reading) => reading.stopped)).toEqual([true, false]);
    readings[0]!.emit({ type: 'done', result: read });
    expect(store.getState().unsubscribeGroups.upload.file).toMatchObject({ status: 'Reading', fileName: 'second.csv' });
  });

  it('stops reading on cancel (Clear, or the page left): nothing the reader says afterwards lands', () => {
    const { reader, readings } = createDrivenReader();
    const store = createStore(reader);
    store.dispatch(csvFileChosen('7', file('a.csv')));
    store.dispatch(csvReadCancelled());
    expect(readings[0]!.stopped).toBe(true);
    readings[0]!.emit({ type: 'done', result: read });
    expect(store.getState().unsubscribeGroups.upload.file).toMatchObject({ status: 'Reading', progress: null });
  });
});
