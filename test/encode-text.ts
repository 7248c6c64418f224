export type TestEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export const BOM: Record<TestEncoding, number[]> = { 'utf-8': [0xef, 0xbb, 0xbf], 'utf-16le': [0xff, 0xfe], 'utf-16be': [0xfe, 0xff] };

/** `text` as the bytes of `encoding` (TextEncoder only writes UTF-8), after its byte order mark unless told not to. */
export function encodeText(text: string, encoding: TestEncoding, withBom = true): Uint8Array<ArrayBuffer> {
  const units =
    encoding === 'utf-8'
      ? [...new TextEncoder().encode(text)]
      : Array.from({ length: text.length }, (_, index) => text.charCodeAt(index)).flatMap((code) =>
          encoding === 'utf-16le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff],
        );
  return new Uint8Array([...(withBom ? BOM[encoding] : []), ...units]);
}
