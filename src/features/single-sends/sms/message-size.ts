/**
 * How big an SMS body is: the characters a user typed, the segments a carrier splits it into, and its
 * bytes (UTF-8, what the server's maximum counts: SMS_MAX_BODY_BYTES). A body of GSM-7 characters only
 * goes out 160 per single segment and 153 per segment of a longer message (the rest is the joining
 * header); the extension characters take two places each. Any other character sends the whole body as
 * UCS-2: 70 per single segment, 67 per part, each UTF-16 unit one place (an emoji takes two).
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface MessageSize {
  /** What the user sees as characters (code points). */
  characters: number;
  encoding: SmsEncoding;
  /** Places the body takes in its encoding. */
  units: number;
  segments: number;
  /** UTF-8 bytes. */
  bytes: number;
}

const SEGMENT = { 'GSM-7': { single: 160, part: 153 }, 'UCS-2': { single: 70, part: 67 } } as const;

const encoder = new TextEncoder();

export function messageSize(body: string): MessageSize {
  const characters = [...body];
  const gsm = characters.every((character) => basic.has(character) || extension.has(character));
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const units = gsm ? characters.reduce((total, character) => total + (extension.has(character) ? 2 : 1), 0) : body.length;
  const { single, part } = SEGMENT[encoding];
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part);
  return { characters: characters.length, encoding, units, segments, bytes: encoder.encode(body).length };
}

/** The bytes of an image given by a `data:` URL (an upload); other URLs are not known here and count as 0, as on the server. */
export function dataUrlBytes(url: string): number {
  const match = /^data:[^;,]*;base64,(.*)$/.exec(url);
  return match ? Math.floor((match[1]!.replace(/=+$/, '').length * 3) / 4) : 0;
}
