export type PreviewWidth = 'desktop' | 'mobile';

/** A phone's viewport width. */
export const MOBILE_WIDTH_PX = 375;
/** Desktop previews take the dialog's width, and at least an email's usual 600 pixels. */
export const DESKTOP_MIN_WIDTH_PX = 600;
