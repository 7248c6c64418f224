import type { AppConfig } from './app-config';
import type { ApiClient } from './api/client';
import type { AnalyticsSink } from './analytics/analytics-sink';
import type { Broadcaster } from './broadcast/broadcaster';
import type { Connectivity } from './connectivity/connectivity';
import type { CsvReader } from './csv/csv-reading';
import type { Uploader } from './api/uploader';
import type { ImageReader } from './media/image-data-url';
import type { ImagePreloader } from './media/image-preloader';
import type { TokenWorker } from './service-worker/token-worker';
import type { KeyValueStorage } from './storage/key-value-storage';

/** Where the app is and how it leaves: injected so epics never touch `window.location` directly. */
export interface AppLocation {
  pathname(): string;
  search(): string;
  origin(): string;
  /** A full-page navigation. */
  assign(url: string): void;
  /**
   * Downloads the file at `url` and stays on the page (a link with the download attribute, named
   * `filename` when the file is on this origin).
   */
  download(url: string, filename: string): void;
  reload(): void;
}

export interface Clock {
  now(): number;
}

/** What every epic receives as its third argument. */
export interface Dependencies {
  config: AppConfig;
  api: ApiClient;
  /** Public endpoints, called as an anonymous visitor (api/client.ts createPublicApiClient). */
  publicApi: ApiClient;
  clock: Clock;
  location: AppLocation;
  /** Messages to and from the app's other open tabs. */
  broadcast: Broadcaster;
  analytics: AnalyticsSink;
  /** The app's service worker, which receives the auth token. */
  tokenWorker: TokenWorker;
  /** What the app keeps in the browser across reloads (IndexedDB); never a token. */
  storage: KeyValueStorage;
  /** Whether the browser is online. */
  connectivity: Connectivity;
  /** Reads the CSV files the user chooses, off the main thread. */
  csvReader: CsvReader;
  /** Sends files to the API with upload progress (the api client cannot report it). */
  uploader: Uploader;
  /** Loads images (an uploaded image's thumbnail) before they are shown. */
  imagePreloader: ImagePreloader;
  /** Reads the app's own pictures for sandboxed previews (email-preview/own-origin-images.ts). */
  imageReader: ImageReader;
}
