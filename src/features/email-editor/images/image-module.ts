import { updateModuleSettings } from '../document/operations';
import type { ContentModuleOf, DesignDocument, ImageFields, Row } from '../document/types';
import type { LibraryImage } from './types';

/** A module that shows a picture: the image module, or the picture of an image-and-text module. */
export type ImageModule = ContentModuleOf<'image'> | ContentModuleOf<'imageText'>;

export const isImageModule = (module: Row | undefined): module is ImageModule => module?.type === 'image' || module?.type === 'imageText';

export const imageFieldsOf = (module: ImageModule): ImageFields => (module.type === 'image' ? module.settings : module.settings.image);

/** The document with the module's picture fields changed. */
export function withImageFields(document: DesignDocument, module: ImageModule, patch: Partial<ImageFields>): DesignDocument {
  return module.type === 'image'
    ? updateModuleSettings(document, module.id, 'image', patch)
    : updateModuleSettings(document, module.id, 'imageText', { image: { ...module.settings.image, ...patch } });
}

/** "autumn-hero_mountains.jpg" → "autumn hero mountains": a starting point for the text alternative. */
export const altFromName = (name: string) =>
  name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_.]+/g, ' ')
    .trim();

/**
 * What placing a library image sets: its address (an image's identity is its original URL), a text
 * alternative from its name for the author to check, and its own width when it is narrower than the
 * email, so it is not stretched (wider ones fill their column).
 */
export const placedImageFields = (image: LibraryImage, contentWidth: number): Pick<ImageFields, 'src' | 'alt' | 'width'> => ({
  src: image.originalUrl,
  alt: altFromName(image.name),
  width: image.width < contentWidth ? image.width : null,
});
