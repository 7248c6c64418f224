import { AD_IMAGE_RULES } from './limits';
import { PARTNER_NAMES, type AdPartner } from './types';

export interface ImageSize {
  width: number;
  height: number;
}

/** width/height ≥ a/b, in whole numbers so 4:5 and 1.91:1 hold exactly at their edges. */
const atLeast = ({ width, height }: ImageSize, [a, b]: readonly [number, number]) => width * b >= height * a;
const atMost = ({ width, height }: ImageSize, [a, b]: readonly [number, number]) => width * b <= height * a;

const ratioOf = ({ width, height }: ImageSize) => (height === 0 ? '∞' : (width / height).toFixed(2));

/**
 * Why the image does not fit the partner, in a sentence naming the partner and its rule, or undefined
 * when it fits (spec §5: Instagram 4:5 to 1.91:1 and at least 500 px wide; Facebook 1:1 to 1.9:1 and at
 * least 600 px wide).
 */
export function imageProblemFor(partner: AdPartner, size: ImageSize): string | undefined {
  const rule = AD_IMAGE_RULES[partner];
  const name = PARTNER_NAMES[partner];
  if (size.width < rule.minWidth) {
    return `${name} needs an image at least ${rule.minWidth} px wide; this one is ${size.width} px wide.`;
  }
  if (size.height <= 0 || !atLeast(size, rule.ratio.min) || !atMost(size, rule.ratio.max)) {
    return `${name} needs an image with a width-to-height ratio from ${rule.ratioText}; this one is ${ratioOf(size)}:1 (${size.width} × ${size.height} px).`;
  }
  return undefined;
}

/** Every partner's objection to the image, in the partners' order. */
export const imageProblems = (partners: readonly AdPartner[], size: ImageSize): string[] =>
  partners.flatMap((partner) => imageProblemFor(partner, size) ?? []);
