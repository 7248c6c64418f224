/** What the mock reads from an uploaded picture's own bytes, whatever its name or declared type says. */
export interface ImageFacts {
  type: 'image/gif' | 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);
const uint16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const uint32be = (bytes: Uint8Array, at: number) => uint16be(bytes, at) * 0x10000 + uint16be(bytes, at + 2);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF_SIGNATURE = [0x47, 0x49, 0x46, 0x38]; // "GIF8" (GIF87a, GIF89a)
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** Start-of-frame markers (C0–CF but C4, C8 and CC) carry the JPEG's size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (isStartOfFrame(marker)) return { height: uint16be(bytes, at + 5), width: uint16be(bytes, at + 7) };
    at += 2 + uint16be(bytes, at + 2);
  }
  return undefined;
}

/** The picture's format and size from its header; undefined for anything but a GIF, JPEG or PNG. */
export function readImageFacts(bytes: Uint8Array): ImageFacts | undefined {
  if (startsWith(bytes, PNG_SIGNATURE) && bytes.length >= 24) return { type: 'image/png', width: uint32be(bytes, 16), height: uint32be(bytes, 20) };
  if (startsWith(bytes, GIF_SIGNATURE) && bytes.length >= 10) return { type: 'image/gif', width: uint16le(bytes, 6), height: uint16le(bytes, 8) };
  if (startsWith(bytes, JPEG_SIGNATURE)) {
    const size = jpegSize(bytes);
    return size === undefined ? undefined : { type: 'image/jpeg', ...size };
  }
  return undefined;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading millions of arguments at once overflows the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

export function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

export const toDataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${toBase64(bytes)}`;

/** The media type and bytes of a base64 `data:` URL the mock stored; undefined for anything else. */
export function fromDataUrl(url: string): { type: string; bytes: Uint8Array } | undefined {
  const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(url);
  return match?.[1] === undefined || match[2] === undefined ? undefined : { type: match[1], bytes: fromBase64(match[2]) };
}

/** The longest side of a thumbnail. */
export const THUMBNAIL_SIZE = 300;

/**
 * A real thumbnail, drawn in the browser (createImageBitmap, OffscreenCanvas) as a PNG at most 300
 * pixels on its longest side; the picture itself when it is that small already, or where no canvas
 * exists (Node tests).
 */
export async function makeThumbnail(bytes: Uint8Array<ArrayBuffer>, facts: ImageFacts): Promise<string> {
  const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(facts.width, facts.height, 1));
  if (scale === 1 || typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return toDataUrl(facts.type, bytes);
  const width = Math.max(1, Math.round(facts.width * scale));
  const height = Math.max(1, Math.round(facts.height * scale));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: facts.type }), { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return toDataUrl('image/png', new Uint8Array(await blob.arrayBuffer()));
}
