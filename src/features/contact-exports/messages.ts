export const LOAD_EXPORTS_FAILED = 'We could not load your exports. Please try again.';
export const EXPORT_STARTED_MESSAGE = 'Your export has started. Active Exports lists it, and you will be told here when it is ready.';
export const EXPORT_READY_MESSAGE = 'Your contact export is ready to download in Active Exports.';
export const EXPORT_FAILED_MESSAGE = 'A contact export failed. You can restart it from Active Exports.';
export const exportDeletedMessage = (label: string) => `${label} export was deleted`;
export const exportDeleteFailedMessage = (reason: string) => `We could not delete the export: ${reason}`;
