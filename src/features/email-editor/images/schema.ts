import { object, string, type InferType } from 'yup';
import { requiredInboxText, textField } from '@/shared/form/yup-fields';
import { IMAGE_LIMITS } from './limits';

/** Renaming an image: the rules the mock's PATCH /images/{id} applies too. */
export const imageNameSchema = object({ name: requiredInboxText(IMAGE_LIMITS.name) });

export type ImageNameValues = InferType<typeof imageNameSchema>;

/** Designed here: a text alternative long enough for any picture, short enough for screen readers. */
export const IMAGE_ALT_MAX = 300;

/**
 * The picture of an image module: its text alternative and its width in pixels (empty: it fills its
 * column), at most the email's width.
 */
export const imagePlacementSchema = (contentWidth: number) =>
  object({
    alt: textField(IMAGE_ALT_MAX),
    width: string()
      .trim()
      .default('')
      .matches(/^\d*$/, 'must be a whole number of pixels')
      .test('range', `must be from 1 to ${contentWidth} pixels`, (value = '') => value === '' || (Number(value) >= 1 && Number(value) <= contentWidth)),
  });

export type ImagePlacementValues = InferType<ReturnType<typeof imagePlacementSchema>>;
