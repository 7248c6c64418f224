import { reportStorageNotice, onStorageNotices } from './storage-notices';
import { broadcastStorageNotice, isLeaderHere, onLeaderStorageNotice } from './tab-link';

/** The leader's storage problems are every tab's: the leader tells the others, which show the same banner. */
export function shareStorageNotices(): void {
  onLeaderStorageNotice(reportStorageNotice);
  onStorageNotices((notices) => {
    const latest = notices.at(-1);
    if (isLeaderHere() && latest !== undefined) broadcastStorageNotice(latest);
  });
}
