import { useSyncExternalStore } from 'react';
import type { StorageNotice } from './protocol';
import { onStorageNotices, storageNotices } from './storage-notices';
import styles from './StorageBanner.module.css';

/** The banner's words (README.md, "Several tabs"), by problem. */
export const STORAGE_NOTICE_TEXT: Record<StorageNotice['kind'], string> = {
  'memory-only': 'Demo data cannot be saved in this browser: changes will not survive a reload.',
  rebuilt: 'The demo contact database could not be read and was rebuilt from the demo data.',
};

/** Mock mode only: says when the demo's changes are not kept, or when its data was rebuilt. */
export function StorageBanner() {
  const notices = useSyncExternalStore(onStorageNotices, storageNotices);
  if (notices.length === 0) return null;
  return (
    <div className={styles.banner} role="alert">
      {notices.map((notice) => (
        <p key={notice.kind} className={styles.notice}>
          <strong>{STORAGE_NOTICE_TEXT[notice.kind]}</strong> <span className={styles.reason}>Cause: {notice.reason}</span>
        </p>
      ))}
    </div>
  );
}
