export type TextEncodingLabel = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * What a file that is not valid UTF-8 and has no byte order mark is read as: the default "CSV" encoding of
 * Excel on Windows in Western Europe and the Americas (French, German, Spanish, US Excel save it so).
 */
export const LEGACY_ENCODING: TextEncodingLabel = 'windows-1252';

/** How the app names each encoding to the user. */
export const ENCODING_NAMES: Record<TextEncodingLabel, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
  'windows-1252': 'Windows-1252 (Western European)',
};

/** The file is not text in an encoding the app reads. */
export class UndecodableTextError extends Error {
  constructor(readonly encoding: TextEncodingLabel) {
    super(`The file is not valid ${encoding} text.`);
    this.name = 'UndecodableTextError';
  }
}

/** The encoding its byte order mark names; UTF-8 without one. */
export function encodingOf(head: Uint8Array): TextEncodingLabel {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** FileReader where there is one (browsers, workers, jsdom); Node's Blob reads itself. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof FileReader === 'undefined') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The text of `blob`, `chunkBytes` at a time, decoded as its byte order mark says (UTF-8, UTF-16 LE or
 * BE; UTF-8 without one) for the whole file. One streaming decoder carries a code unit, a surrogate pair
 * or a UTF-8 sequence split by a chunk boundary over to the next chunk. Bytes that are not valid in the
 * encoding, or a NUL character (UTF-16 without its mark), throw UndecodableTextError: the caller refuses
 * the file rather than reading part of it. `onRead` hears how many bytes were read so far, after each read.
 * `encoding` reads the file as that encoding whatever its first bytes say (after a failed UTF-8 reading).
 */
export async function* readTextChunks(
  blob: Blob,
  chunkBytes: number,
  onRead?: (bytesRead: number) => void,
  encoding?: TextEncodingLabel,
): AsyncGenerator<string, void, undefined> {
  if (blob.size === 0) return;
  const read = async (start: number, end: number) => {
    const bytes = new Uint8Array(await bytesOf(blob.slice(start, end)));
    onRead?.(start + bytes.length);
    return bytes;
  };
  // The first read holds the longest byte order mark, whatever the chunk size.
  const first = await read(0, Math.max(chunkBytes, 3));
  const used = encoding ?? encodingOf(first);
  const decoder = new TextDecoder(used, { fatal: true });
  const decode = (bytes?: Uint8Array) => {
    let text: string;
    try {
      text = bytes === undefined ? decoder.decode() : decoder.decode(bytes, { stream: true });
    } catch {
      throw new UndecodableTextError(used);
    }
    if (text.includes('\0')) throw new UndecodableTextError(used);
    return text;
  };
  let text = decode(first);
  if (text !== '') yield text;
  for (let start = first.length; start < blob.size; start += chunkBytes) {
    text = decode(await read(start, start + chunkBytes));
    if (text !== '') yield text;
  }
  const rest = decode();
  if (rest !== '') yield rest;
}
