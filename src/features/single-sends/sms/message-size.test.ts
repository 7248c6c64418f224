import { describe, expect, it } from 'vitest';
import { dataUrlBytes, messageSize } from './message-size';

describe('messageSize', () => {
  it('counts nothing for an empty body', () => {
    expect(messageSize('')).toEqual({ characters: 0, encoding: 'GSM-7', units: 0, segments: 0, bytes: 0 });
  });

  it('fits 160 GSM-7 characters in one segment and splits 161 into two of 153', () => {
    expect(messageSize('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1, characters: 160 });
    expect(messageSize('a'.repeat(161))).toMatchObject({ segments: 2 });
    expect(messageSize('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(messageSize('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts an extension character twice', () => {
    expect(messageSize('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1, characters: 80 });
    expect(messageSize('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 });
  });

  it('sends any other character as UCS-2: 70 in one segment, 67 per part', () => {
    expect(messageSize('ł'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(messageSize('ł'.repeat(71))).toMatchObject({ segments: 2 });
    expect(messageSize(`${'a'.repeat(134)}ł`)).toMatchObject({ encoding: 'UCS-2', segments: 3 });
  });

  it('counts an emoji as one character, two UCS-2 places and four bytes', () => {
    expect(messageSize('🎉')).toEqual({ characters: 1, encoding: 'UCS-2', units: 2, segments: 1, bytes: 4 });
  });

  it('counts UTF-8 bytes as the server does', () => {
    expect(messageSize('Ünïcode').bytes).toBe(9);
  });
});

describe('dataUrlBytes', () => {
  it('reads the size of a base64 data URL and knows nothing of others', () => {
    expect(dataUrlBytes(`data:image/png;base64,${btoa('12345')}`)).toBe(5);
    expect(dataUrlBytes('https://example.com/a.png')).toBe(0);
  });
});
