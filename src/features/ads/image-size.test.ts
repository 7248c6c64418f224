import { describe, expect, it } from 'vitest';
import { gifBytes, jpegBytes, pngBytes } from '@mocks/testing/image-bytes';
import { readImageSize } from './image-size';

describe('readImageSize', () => {
  it('reads PNG, GIF and JPEG headers', async () => {
    expect(await readImageSize(new Blob([pngBytes(1080, 1350)]))).toEqual({ width: 1080, height: 1350 });
    expect(await readImageSize(new Blob([gifBytes(640, 480)]))).toEqual({ width: 640, height: 480 });
    expect(await readImageSize(new Blob([jpegBytes(1200, 628)]))).toEqual({ width: 1200, height: 628 });
  });

  it('answers undefined for anything else', async () => {
    expect(await readImageSize(new Blob(['not a picture at all']))).toBeUndefined();
    expect(await readImageSize(new Blob([]))).toBeUndefined();
  });
});
