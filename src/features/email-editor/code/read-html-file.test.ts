import { describe, expect, it } from 'vitest';
import { CERBERUS_HYBRID } from '../testing/public-templates';
import { IMPORT_MESSAGES, MAX_HTML_FILE_BYTES, readHtmlFile } from './read-html-file';

const file = (parts: BlobPart[], name: string, type = 'text/html') => new File(parts, name, { type });

describe('reading an HTML file to import', () => {
  it('reads a UTF-8 email, accents and all (Cerberus hybrid, with a BOM)', async () => {
    const html = CERBERUS_HYBRID.replace('Maecenas', 'Café Maecenas');
    expect(await readHtmlFile(file(['\uFEFF', html], 'cerberus-hybrid.html'))).toEqual({ html });
  });

  it('reads UTF-16 with its byte-order mark (as Windows editors save “Unicode”)', async () => {
    const html = '<p>Grüße</p>';
    const bytes = new Uint8Array(2 + html.length * 2);
    bytes.set([0xff, 0xfe]);
    [...html].forEach((char, index) => bytes.set([char.charCodeAt(0), 0], 2 + index * 2));
    expect(await readHtmlFile(file([bytes], 'grusse.htm', ''))).toEqual({ html });
  });

  it('refuses a file that is not HTML by name and type', async () => {
    expect(await readHtmlFile(file(['<p>x</p>'], 'notes.txt', 'text/plain'))).toEqual({ error: IMPORT_MESSAGES.notHtml('notes.txt') });
  });

  it('refuses a file over the API’s 1 MiB limit without reading it', async () => {
    const big = file(['x'.repeat(MAX_HTML_FILE_BYTES + 1)], 'huge.html');
    expect(await readHtmlFile(big)).toEqual({ error: IMPORT_MESSAGES.tooLarge('huge.html', MAX_HTML_FILE_BYTES + 1) });
    expect(IMPORT_MESSAGES.tooLarge('huge.html', MAX_HTML_FILE_BYTES + 1)).toBe('“huge.html” is 1.0 MB; an email’s HTML can be at most 1 MB.');
  });

  it('refuses binary data named .html (a PNG’s header)', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(await readHtmlFile(file([png], 'logo.html'))).toEqual({ error: IMPORT_MESSAGES.binary('logo.html') });
  });

  it('refuses text that is not UTF-8, naming the charset it declares (a windows-1252 export)', async () => {
    const head = new TextEncoder().encode('<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><body><p>Caf');
    const bytes = new Uint8Array([...head, 0xe9, ...new TextEncoder().encode('</p></body></html>')]);
    expect(await readHtmlFile(file([bytes], 'cafe.html'))).toEqual({ error: IMPORT_MESSAGES.notUtf8('cafe.html', 'windows-1252') });
  });

  it('refuses an empty file and one without a tag', async () => {
    expect(await readHtmlFile(file([], 'empty.html'))).toEqual({ error: IMPORT_MESSAGES.empty('empty.html') });
    expect(await readHtmlFile(file(['Just words.'], 'words.html'))).toEqual({ error: IMPORT_MESSAGES.noTags('words.html') });
  });
});
