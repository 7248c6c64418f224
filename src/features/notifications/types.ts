/** Server shape of a notification recipient (designed: GET/POST /marketing/notifications/recipients). */
export interface RecipientDto {
  id: string;
  email: string;
  created_at?: string | null;
}

/** An address that receives the account's notification emails. */
export interface Recipient {
  id: string;
  email: string;
  /** ISO 8601, or '' when the server did not say. */
  created: string;
}

export interface RecipientFormValues {
  email: string;
}

/** Request body of POST /marketing/notifications/recipients. */
export interface RecipientPayload {
  email: string;
}

export const toRecipient = (dto: RecipientDto): Recipient => ({ id: dto.id, email: dto.email, created: dto.created_at ?? '' });

export const toRecipientPayload = (values: RecipientFormValues): RecipientPayload => ({ email: values.email.trim() });

export const recipientServerFields: Record<string, keyof RecipientFormValues> = { email: 'email' };
