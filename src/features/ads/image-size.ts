import type { ImageSize } from './image-rules';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: DataView): ImageSize | undefined {
  if (bytes.byteLength < 24 || PNG_SIGNATURE.some((value, index) => bytes.getUint8(index) !== value)) return undefined;
  return { width: bytes.getUint32(16), height: bytes.getUint32(20) };
}

function gifSize(bytes: DataView): ImageSize | undefined {
  if (bytes.byteLength < 10 || String.fromCharCode(bytes.getUint8(0), bytes.getUint8(1), bytes.getUint8(2)) !== 'GIF') return undefined;
  return { width: bytes.getUint16(6, true), height: bytes.getUint16(8, true) };
}

/** Start-of-frame markers (baseline, progressive…): every 0xC0–0xCF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: DataView): ImageSize | undefined {
  if (bytes.byteLength < 4 || bytes.getUint16(0) !== 0xffd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.byteLength) {
    if (bytes.getUint8(offset) !== 0xff) return undefined;
    const marker = bytes.getUint8(offset + 1);
    if (isStartOfFrame(marker)) return { height: bytes.getUint16(offset + 5), width: bytes.getUint16(offset + 7) };
    offset += 2 + bytes.getUint16(offset + 2);
  }
  return undefined;
}

/** FileReader rather than Blob.arrayBuffer, which jsdom's Blob lacks. */
const bytesOf = (file: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file);
  });

/**
 * The picture's size read from its header (PNG, GIF or JPEG), without decoding it: the rules are checked
 * before the upload, the same way in every browser and in tests. Undefined for anything else.
 */
export async function readImageSize(file: Blob): Promise<ImageSize | undefined> {
  const bytes = new DataView(await bytesOf(file));
  return pngSize(bytes) ?? gifSize(bytes) ?? jpegSize(bytes);
}
