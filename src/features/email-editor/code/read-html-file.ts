/** The largest HTML the API stores for an email (html_content ≤ 1 MiB, ENDPOINTS.md). */
export const MAX_HTML_FILE_BYTES = 1024 * 1024;

const HTML_NAME = /\.html?$/i;
const UTF16_BOMS: ReadonlyArray<[number, number, string]> = [
  [0xff, 0xfe, 'utf-16le'],
  [0xfe, 0xff, 'utf-16be'],
];
const DECLARED_CHARSET = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i;

export const IMPORT_MESSAGES = {
  notHtml: (name: string) => `“${name}” is not an HTML file: choose a .html or .htm file.`,
  tooLarge: (name: string, bytes: number) =>
    `“${name}” is ${(bytes / 1024 / 1024).toFixed(1)} MB; an email’s HTML can be at most ${MAX_HTML_FILE_BYTES / 1024 / 1024} MB.`,
  empty: (name: string) => `“${name}” is empty.`,
  binary: (name: string) => `“${name}” is not text (it holds binary data): export the email as HTML and import that file.`,
  notUtf8: (name: string, declared: string | undefined) =>
    `“${name}” is not UTF-8 text${declared ? ` (it says ${declared})` : ''}: save it as UTF-8 in your editor and import it again.`,
  noTags: (name: string) => `“${name}” holds no HTML tags.`,
  unreadable: (name: string) => `“${name}” could not be read. Choose it again.`,
} as const;

export type HtmlFileResult = { html: string } | { error: string };

/** FileReader rather than Blob.arrayBuffer(): the same in every browser the app supports and in jsdom. */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

function decode(bytes: Uint8Array): string | null {
  const bom = UTF16_BOMS.find(([first, second]) => bytes[0] === first && bytes[1] === second);
  try {
    return new TextDecoder(bom?.[2] ?? 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads a file the user chose as an email's HTML, refusing (with a message saying why) what is not one: the
 * wrong type, over the API's size limit, binary, or not in UTF-8 (an email's HTML is stored and sent as UTF-8;
 * guessing another encoding would turn its accents into mojibake without a word).
 */
export async function readHtmlFile(file: File): Promise<HtmlFileResult> {
  if (!HTML_NAME.test(file.name) && file.type !== 'text/html') return { error: IMPORT_MESSAGES.notHtml(file.name) };
  if (file.size > MAX_HTML_FILE_BYTES) return { error: IMPORT_MESSAGES.tooLarge(file.name, file.size) };
  if (file.size === 0) return { error: IMPORT_MESSAGES.empty(file.name) };
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file);
  } catch {
    return { error: IMPORT_MESSAGES.unreadable(file.name) };
  }
  const text = decode(bytes);
  if (text === null) {
    if (bytes.includes(0)) return { error: IMPORT_MESSAGES.binary(file.name) };
    const declared = DECLARED_CHARSET.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 4096)))?.[1];
    return { error: IMPORT_MESSAGES.notUtf8(file.name, declared) };
  }
  if (text.includes('\u0000')) return { error: IMPORT_MESSAGES.binary(file.name) };
  if (!/<[a-z!]/i.test(text)) return { error: IMPORT_MESSAGES.noTags(file.name) };
  return { html: text };
}
