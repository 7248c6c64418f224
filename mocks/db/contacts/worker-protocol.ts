import type { StorageNotice } from '../../tabs/protocol';
import type { GenerationProgress } from './contact-store';
import type { ContactStoreMethod } from './delegate-contact-store';

/** Page → worker: call a store method. Function arguments (a progress listener) are replaced by null. */
export interface StoreRequest {
  id: number;
  method: ContactStoreMethod;
  args: unknown[];
}

/** Worker → page: the answer to request `id`, or progress of a long one (the large account's generation). */
export type StoreResponse =
  | { id: number; kind: 'result'; value: unknown }
  | { id: number; kind: 'error'; error: { name: string; message: string; code?: string } }
  | { id: number; kind: 'progress'; progress: GenerationProgress }
  /** Unasked (id 0): the database lives in memory only, or was rebuilt from the seed. */
  | { id: 0; kind: 'notice'; notice: StorageNotice };
