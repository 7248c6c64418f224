import { IMAGE_LIMITS } from './limits';
import { messages } from './messages';

/** What the check needs of a chosen file. */
export interface ImageFileFacts {
  name: string;
  size: number;
  /** The browser's media type for it; empty when it does not know. */
  type: string;
}

/** Rounded up, so a file just over the limit never reads as 4.0 MB. */
const megabytes = (bytes: number) => `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * Why the file cannot be uploaded, or undefined when it can: a GIF, JPEG or PNG by both its media type
 * and its name's extension (a renamed file fails one of them), of at most 4 MB.
 */
export function imageFileProblem(file: ImageFileFacts): string | undefined {
  const typeAllowed = (IMAGE_LIMITS.types as readonly string[]).includes(file.type.toLowerCase());
  const extensionAllowed = (IMAGE_LIMITS.extensions as readonly string[]).includes(extensionOf(file.name));
  if (!typeAllowed || !extensionAllowed) return messages.notImageFile(file.name);
  if (file.size > IMAGE_LIMITS.maxBytes) return messages.tooLarge(file.name, megabytes(file.size));
  return undefined;
}
