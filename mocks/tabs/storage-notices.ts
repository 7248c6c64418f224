import type { StorageNotice } from './protocol';

type Listener = (notices: readonly StorageNotice[]) => void;

let notices: StorageNotice[] = [];
const listeners = new Set<Listener>();

/** Records a storage problem for the banner (once per kind: the first reason is the one shown). */
export function reportStorageNotice(notice: StorageNotice): void {
  if (notices.some((known) => known.kind === notice.kind)) return;
  notices = [...notices, notice];
  listeners.forEach((listener) => listener(notices));
}

export function storageNotices(): readonly StorageNotice[] {
  return notices;
}

export function onStorageNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
