import { EMAIL_ADDRESS_MAX } from '@/shared/validation/email-address';

/** Spec §9: notification emails up to 10. The API refuses an eleventh (403). */
export const MAX_NOTIFICATION_RECIPIENTS = 10;
export const RECIPIENT_EMAIL_MAX = EMAIL_ADDRESS_MAX;
