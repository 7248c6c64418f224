/** The product spec's image rules (§5, §9); the mock backend enforces the same. */
export const IMAGE_LIMITS = {
  /** Bytes one image may have: 4 MB. */
  maxBytes: 4 * 1024 * 1024,
  /** File name extensions accepted, lower case. */
  extensions: ['gif', 'jpeg', 'jpg', 'png'],
  /** Media types accepted. */
  types: ['image/gif', 'image/jpeg', 'image/png'],
  /** Designed here: the longest name an image may be given. */
  name: 100,
} as const;

/** Images per GET /images page: four rows of the library's grid. */
export const IMAGES_PAGE_SIZE = 24;

/** The spec's upload progress: the transfer fills the bar to 70 %, the thumbnail's load to 100 %. */
export const UPLOAD_TRANSFER_PERCENT = 70;

/** The spec's pause between 100 % and the upload's success. */
export const UPLOAD_SUCCESS_DELAY_MS = 500;

/** Uploads sent at once when several files are chosen; the others wait their turn at 0 %. */
export const UPLOAD_PARALLEL_REQUESTS = 3;
