/** Server shape of a marketing sender (GET/POST/PATCH /marketing/senders). */
export interface SenderDto {
  id: number;
  nickname: string;
  from: { name: string; email: string };
  reply_to: { email: string; name?: string };
  address: string;
  address_2?: string | null;
  city: string;
  state?: string | null;
  zip?: string | null;
  country: string;
  /** The product spec says `{status}`; the public OpenAPI file says a plain boolean. Both are read. */
  verified: { status: boolean } | boolean;
  locked: boolean;
  created_at: number;
  updated_at: number;
}

/** Client shape: ids are strings, names are flat. */
export interface Sender {
  id: string;
  nickname: string;
  fromName: string;
  fromEmail: string;
  replyEmail: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  verified: boolean;
  locked: boolean;
  /** Unix seconds. */
  created: number;
  updated: number;
}

/** What the create and edit forms hold. */
export type SenderFormValues = Pick<
  Sender,
  'fromName' | 'fromEmail' | 'replyEmail' | 'address' | 'address2' | 'city' | 'state' | 'zip' | 'country' | 'nickname'
>;

/** Request body of POST and PATCH /marketing/senders. */
export interface SenderPayload {
  nickname: string;
  from: { email: string; name: string };
  reply_to: { email: string };
  address: string;
  address_2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const toSender = (dto: SenderDto): Sender => ({
  id: String(dto.id),
  nickname: dto.nickname,
  fromName: dto.from.name,
  fromEmail: dto.from.email,
  replyEmail: dto.reply_to.email,
  address: dto.address,
  address2: dto.address_2 ?? '',
  city: dto.city,
  state: dto.state ?? '',
  zip: dto.zip ?? '',
  country: dto.country,
  verified: typeof dto.verified === 'boolean' ? dto.verified : dto.verified.status,
  locked: dto.locked,
  created: dto.created_at,
  updated: dto.updated_at,
});

export const toSenderPayload = (values: SenderFormValues): SenderPayload => ({
  nickname: values.nickname.trim(),
  from: { email: values.fromEmail.trim(), name: values.fromName.trim() },
  reply_to: { email: values.replyEmail.trim() },
  address: values.address.trim(),
  address_2: values.address2.trim(),
  city: values.city.trim(),
  state: values.state.trim(),
  zip: values.zip.trim(),
  country: values.country.trim(),
});

export const toSenderFormValues = (sender?: Sender): SenderFormValues => ({
  fromName: sender?.fromName ?? '',
  fromEmail: sender?.fromEmail ?? '',
  replyEmail: sender?.replyEmail ?? '',
  address: sender?.address ?? '',
  address2: sender?.address2 ?? '',
  city: sender?.city ?? '',
  state: sender?.state ?? '',
  zip: sender?.zip ?? '',
  country: sender?.country ?? '',
  nickname: sender?.nickname ?? '',
});

/** Server field paths → form field names, so a 400 lands next to the right input. */
export const senderServerFields: Record<string, keyof SenderFormValues> = {
  nickname: 'nickname',
  'from.name': 'fromName',
  'from.email': 'fromEmail',
  'reply_to.email': 'replyEmail',
  address: 'address',
  address_2: 'address2',
  city: 'city',
  state: 'state',
  zip: 'zip',
  country: 'country',
};
