import type { ApiError } from '@/shared/api/errors';

/**
 * The image library's texts. The spec words "failed to fetch image" and "<name> was deleted"; the
 * others follow the app's pattern.
 */
export const messages = {
  loadFailed: 'We could not load your images.',
  /** Spec §8, exact: loading one image failed. */
  fetchFailed: 'failed to fetch image',
  deleted: (name: string) => `${name} was deleted`,
  deleteFailed: (name: string, error: ApiError) => `We could not delete ${name}. ${error.message}`,
  renamed: (name: string) => `The image was renamed ${name}`,
  renameFailed: (error: ApiError) => `We could not rename the image. ${error.message}`,
  uploaded: (fileName: string) => `${fileName} was uploaded`,
  /** The invalid-file-type alert: the server refused the file's type (415). */
  uploadInvalidType: (fileName: string) => `${fileName} was not uploaded: only GIF, JPEG and PNG images can be uploaded.`,
  /** The upload alert: any other failure. */
  uploadFailed: (fileName: string) => `${fileName} was not uploaded. Please try again.`,
  notImageFile: (fileName: string) => `${fileName} is not a GIF, JPEG or PNG image.`,
  tooLarge: (fileName: string, size: string) => `${fileName} is ${size}: images can be at most 4 MB.`,
};
