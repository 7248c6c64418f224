import { Blob as NodeBlob } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { encodeText as encode } from '@test/encode-text';
import { encodingOf, readTextChunks, UndecodableTextError } from './read-text-chunks';

async function readAll(bytes: Uint8Array<ArrayBuffer>, chunkBytes: number) {
  const chunks: string[] = [];
  for await (const chunk of readTextChunks(new Blob([bytes]), chunkBytes)) chunks.push(chunk);
  return chunks;
}

describe('encodingOf', () => {
  it('reads the byte order mark, and takes UTF-8 without one', () => {
    expect(encodingOf(new Uint8Array([0xff, 0xfe, 0x61, 0]))).toBe('utf-16le');
    expect(encodingOf(new Uint8Array([0xfe, 0xff, 0, 0x61]))).toBe('utf-16be');
    expect(encodingOf(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('utf-8');
    expect(encodingOf(new Uint8Array([0x61, 0x62]))).toBe('utf-8');
    expect(encodingOf(new Uint8Array([]))).toBe('utf-8');
  });
});

describe('readTextChunks', () => {
  // Letters of one, two, three and four UTF-8 bytes; the last is a UTF-16 surrogate pair.
  const text = 'ana@example.com,Zoë,東京,😀\r\nben@example.org,“x”,🇩🇪\r\n';

  it.each(['utf-8', 'utf-16le', 'utf-16be'] as const)(
    'decodes %s whole, whatever chunk boundary splits a character, and leaves the mark out',
    async (encoding) => {
      const bytes = encode(text, encoding);
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: bytes.length + 1 }), async (chunkBytes) => {
          expect((await readAll(bytes, chunkBytes)).join('')).toBe(text);
        }),
      );
    },
  );

  it('reads a Blob by itself where there is no FileReader (Node)', async () => {
    vi.stubGlobal('FileReader', undefined);
    const chunks: string[] = [];
    try {
      for await (const chunk of readTextChunks(new NodeBlob([encode(text, 'utf-16be')]) as unknown as Blob, 5)) chunks.push(chunk);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(chunks.join('')).toBe(text);
  });

  it('reads nothing from an empty file', async () => {
    expect(await readAll(new Uint8Array([]), 4)).toEqual([]);
  });

  it.each([
    ['a byte that is not UTF-8 (Windows-1252 é)', new Uint8Array([0x61, 0xe9, 0x2c, 0x62]), 'utf-8'],
    ['a UTF-8 sequence cut off at the end', new Uint8Array([0x61, 0xe6, 0x9d]), 'utf-8'],
    ['UTF-16 with an odd number of bytes', new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x62]), 'utf-16le'],
    ['UTF-16 with a lone surrogate', new Uint8Array([0xfe, 0xff, 0xd8, 0x3d, 0x00, 0x61]), 'utf-16be'],
    ['UTF-16 without its mark (NUL bytes)', encode('ana@example.com', 'utf-16le', false), 'utf-8'],
  ])('refuses %s', async (_case, bytes, encoding) => {
    const reading = readAll(bytes, 2);
    await expect(reading).rejects.toBeInstanceOf(UndecodableTextError);
    await expect(reading).rejects.toMatchObject({ encoding });
  });
});
