import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safe-image-url';

describe('safeImageUrl', () => {
  it('keeps http(s) pictures and data: images', () => {
    expect(safeImageUrl('https://picsum.photos/id/1/300/200')).toBe('https://picsum.photos/id/1/300/200');
    expect(safeImageUrl(' http://localhost:3000/v3/mock-images/a/original ')).toBe('http://localhost:3000/v3/mock-images/a/original');
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safeImageUrl('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
  });

  it('refuses scripts, other data, credentials, relative paths and non-strings', () => {
    for (const raw of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'https://user:pw@example.com/a.png', '/images/a.png', 'file:///etc/passwd', '', 42, null]) {
      expect(safeImageUrl(raw), String(raw)).toBeUndefined();
    }
  });
});
