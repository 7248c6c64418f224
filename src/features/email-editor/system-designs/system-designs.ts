import { ANNOUNCEMENT_DESIGN } from './announcement';
import { NEWSLETTER_DESIGN } from './newsletter';
import { PROMOTION_DESIGN } from './promotion';
import { type SystemDesign } from './system-design';
import { WELCOME_DESIGN } from './welcome';

/** The designs every account starts with, in the order the design library lists them. */
export const SYSTEM_DESIGNS: readonly SystemDesign[] = [NEWSLETTER_DESIGN, PROMOTION_DESIGN, ANNOUNCEMENT_DESIGN, WELCOME_DESIGN];
