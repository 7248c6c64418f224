import { reportStorageNotice, onStorageNotices, storageNotices } from './storage-notices';
import { broadcastStorageNotice, isLeaderHere, leaderOperation, onLeaderStorageNotice } from './tab-link';

const leaderNotices = leaderOperation('storage-notices', async () => [...storageNotices()]);

/**
 * The leader's storage problems are every tab's: the leader tells the others as they happen, and a tab
 * that joins later asks for those already known; every tab then shows the same banner.
 */
export function shareStorageNotices(): void {
  onLeaderStorageNotice(reportStorageNotice);
  onStorageNotices((notices) => {
    const latest = notices.at(-1);
    if (isLeaderHere() && latest !== undefined) broadcastStorageNotice(latest);
  });
  if (!isLeaderHere()) void leaderNotices().then((notices) => notices.forEach(reportStorageNotice), () => undefined);
}
