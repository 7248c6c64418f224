import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import type { CsvReadProgress } from '@/shared/csv/csv-reading';
import { customFieldCreated, customFieldCreateFailed, customFieldCreateRequested } from '@/features/custom-fields/slice';
import { declareBackgroundWork } from '@/shared/store/background-work';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { DEFAULT_ROW_RULES, type RowRules } from './csv/row-rules';
import type { FileProblem } from './csv/inspect-csv';
import type { ChosenFile, DryRunSummary, ImportColumn, ImportRecord } from './types';

export interface ReadingState {
  status: 'idle' | 'reading' | 'read' | 'refused';
  progress: CsvReadProgress | null;
  problem: FileProblem | null;
  /** The row the problem is on, when it has one. */
  line: number | null;
}

export interface DryRunState {
  /** `reading`: the worker checks the rows; `matching`: the server says which identifiers exist. */
  status: 'idle' | 'reading' | 'matching' | 'done' | 'failed';
  progress: CsvReadProgress | null;
  summary: DryRunSummary | null;
  error: ApiError | null;
}

export interface SendingState {
  status: 'idle' | 'starting' | 'compressing' | 'uploading' | 'sent' | 'failed';
  loaded: number;
  total: number;
  jobId: string | null;
  error: ApiError | null;
}

/** The wizard, step by step, so that moving between its screens loses nothing. */
export interface ContactImportState {
  file: ChosenFile | null;
  listIds: string[];
  reading: ReadingState;
  columns: ImportColumn[];
  contactRows: number;
  /** The encoding the file was read in when it was not UTF-8 (its name, as the page says it); null for UTF-8 or UTF-16. */
  fallbackEncoding: string | null;
  /** Each column's field id; null skips the column. */
  mappings: (string | null)[];
  /** How the file writes dates, and whether a row with a bad value is skipped or imported without it. */
  rules: RowRules;
  /** The column a custom field is being created for (its dialog), until the field exists. */
  fieldForColumn: number | null;
  dryRun: DryRunState;
  sending: SendingState;
  /** Imports sent from this tab, newest first. */
  imports: ImportRecord[];
  /** Per import job, its errors file being fetched for download, or the fetch that failed. */
  errorFiles: Record<string, 'fetching' | 'failed'>;
}

declare module '@/shared/store/app-state' {
  interface AppState {
    contactImport: ContactImportState;
  }
}

const idleReading: ReadingState = { status: 'idle', progress: null, problem: null, line: null };
const idleDryRun: DryRunState = { status: 'idle', progress: null, summary: null, error: null };
const idleSending: SendingState = { status: 'idle', loaded: 0, total: 0, jobId: null, error: null };

const initialState: ContactImportState = {
  file: null,
  listIds: [],
  reading: idleReading,
  columns: [],
  contactRows: 0,
  fallbackEncoding: null,
  mappings: [],
  rules: DEFAULT_ROW_RULES,
  fieldForColumn: null,
  dryRun: idleDryRun,
  sending: idleSending,
  imports: [],
  errorFiles: {},
};

/** A new mapping makes the dry run's numbers stale. */
const setMapping = (state: ContactImportState, index: number, fieldId: string | null) => {
  if (index < 0 || index >= state.mappings.length) return;
  state.mappings[index] = fieldId;
  if (state.dryRun.status !== 'idle') state.dryRun = idleDryRun;
};

const contactImportSlice = createSlice({
  name: 'contactImport',
  initialState,
  reducers: {
    /** The File rides in meta.file to the epics, never into the state. */
    fileChosen: {
      reducer(state, action: PayloadAction<ChosenFile, string, { file: File }>) {
        const { imports, listIds } = state;
        Object.assign(state, { ...initialState, imports, listIds, errorFiles: state.errorFiles, file: action.payload });
      },
      prepare: (file: File) => ({ payload: { name: file.name, size: file.size }, meta: { file } }),
    },
    listsChosen(state, action: PayloadAction<string[]>) {
      state.listIds = action.payload;
    },
    readRequested(state) {
      if (state.file === null) return;
      state.reading = { ...idleReading, status: 'reading' };
      state.columns = [];
      state.mappings = [];
      state.dryRun = idleDryRun;
    },
    readProgressed(state, action: PayloadAction<CsvReadProgress>) {
      if (state.reading.status === 'reading') state.reading.progress = action.payload;
    },
    /** `mappings`: the columns mapped automatically from their headers. */
    fileRead(state, action: PayloadAction<{ columns: ImportColumn[]; contactRows: number; mappings: (string | null)[]; fallbackEncoding?: string }>) {
      const { columns, contactRows, mappings, fallbackEncoding = null } = action.payload;
      state.reading = { ...idleReading, status: 'read' };
      Object.assign(state, { columns, contactRows, mappings, fallbackEncoding });
    },
    fileRefused(state, action: PayloadAction<{ problem: FileProblem; line?: number }>) {
      state.reading = { ...idleReading, status: 'refused', problem: action.payload.problem, line: action.payload.line ?? null };
    },
    readCancelled(state) {
      if (state.reading.status === 'reading') state.reading = idleReading;
    },

    columnMapped(state, action: PayloadAction<{ index: number; fieldId: string | null }>) {
      setMapping(state, action.payload.index, action.payload.fieldId);
    },
    /** A changed rule makes the dry run's numbers stale, as a changed mapping does. */
    rowRulesChanged(state, action: PayloadAction<Partial<RowRules>>) {
      state.rules = { ...state.rules, ...action.payload };
      if (state.dryRun.status !== 'idle') state.dryRun = idleDryRun;
    },

    dryRunRequested(state) {
      state.dryRun = { ...idleDryRun, status: 'reading' };
    },
    dryRunProgressed(state, action: PayloadAction<CsvReadProgress>) {
      if (state.dryRun.status === 'reading') state.dryRun.progress = action.payload;
    },
    dryRunMatching(state) {
      if (state.dryRun.status === 'reading') state.dryRun.status = 'matching';
    },
    dryRunFinished(state, action: PayloadAction<DryRunSummary>) {
      if (state.dryRun.status === 'matching') state.dryRun = { ...idleDryRun, status: 'done', summary: action.payload };
    },
    dryRunFailed(state, action: PayloadAction<ApiError | null>) {
      if (state.dryRun.status === 'reading' || state.dryRun.status === 'matching') state.dryRun = { ...idleDryRun, status: 'failed', error: action.payload };
    },
    dryRunCancelled(state) {
      if (state.dryRun.status === 'reading' || state.dryRun.status === 'matching') state.dryRun = idleDryRun;
    },
    errorReportRequested() {},

    sendRequested(state) {
      state.sending = { ...idleSending, status: 'starting' };
    },
    importCreated(state, action: PayloadAction<ImportRecord>) {
      state.sending.jobId = action.payload.jobId;
      state.imports.unshift(action.payload);
    },
    uploadCompressing(state) {
      if (state.sending.status === 'starting') state.sending.status = 'compressing';
    },
    uploadProgressed(state, action: PayloadAction<{ loaded: number; total: number }>) {
      if (state.sending.status === 'starting' || state.sending.status === 'compressing' || state.sending.status === 'uploading') {
        Object.assign(state.sending, { status: 'uploading', ...action.payload });
      }
    },
    uploadFinished(state) {
      state.sending.status = 'sent';
      state.sending.loaded = state.sending.total;
    },
    sendFailed(state, action: PayloadAction<ApiError>) {
      state.sending.status = 'failed';
      state.sending.error = action.payload;
    },

    /** "Download" of an import's errors file: the epic fetches it, then saves it. */
    importErrorsRequested(state, action: PayloadAction<{ jobId: string }>) {
      state.errorFiles[action.payload.jobId] = 'fetching';
    },
    importErrorsSaved(state, action: PayloadAction<{ jobId: string }>) {
      delete state.errorFiles[action.payload.jobId];
    },
    importErrorsFailed(state, action: PayloadAction<{ jobId: string }>) {
      state.errorFiles[action.payload.jobId] = 'failed';
    },

    /** Starts over (the done screen's "Import another file"); the imports sent stay listed. */
    wizardReset(state) {
      Object.assign(state, { ...initialState, imports: state.imports, errorFiles: state.errorFiles });
    },
  },
  extraReducers: (builder) => {
    builder
      // A field created from the mapping screen's dialog maps its column once it exists.
      .addCase(customFieldCreateRequested, (state, action) => {
        state.fieldForColumn = action.payload.column?.index ?? null;
      })
      .addCase(customFieldCreated, (state, action) => {
        if (state.fieldForColumn !== null) setMapping(state, state.fieldForColumn, action.payload.id);
        state.fieldForColumn = null;
      })
      .addCase(customFieldCreateFailed, (state) => {
        state.fieldForColumn = null;
      });
  },
}).injectInto(rootReducer);

export const selectContactImportState = (state: AppState): ContactImportState => contactImportSlice.selectSlice(state);

const UPLOAD_RUNNING: readonly SendingState['status'][] = ['starting', 'compressing', 'uploading'];
declareBackgroundWork((state) => UPLOAD_RUNNING.includes(selectContactImportState(state).sending.status));

export const {
  fileChosen,
  listsChosen,
  readRequested,
  readProgressed,
  fileRead,
  fileRefused,
  rowRulesChanged,
  readCancelled,
  columnMapped,
  dryRunRequested,
  dryRunProgressed,
  dryRunMatching,
  dryRunFinished,
  dryRunFailed,
  dryRunCancelled,
  errorReportRequested,
  sendRequested,
  importCreated,
  uploadCompressing,
  uploadProgressed,
  uploadFinished,
  sendFailed,
  importErrorsRequested,
  importErrorsSaved,
  importErrorsFailed,
  wizardReset,
} = contactImportSlice.actions;
