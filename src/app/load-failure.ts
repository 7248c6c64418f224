/** What the user is told when a part of the app (a feature's epics, the app's own) did not download. */
export const FEATURE_LOAD_FAILED_MESSAGE = 'Part of the app did not load. Check your connection and reload the page.';
