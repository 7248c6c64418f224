import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file-check';
import { IMAGE_LIMITS } from './limits';

describe('imageFileProblem', () => {
  it('accepts GIF, JPEG and PNG files of up to 4 MB, whatever the case of their extension', () => {
    expect(imageFileProblem({ name: 'a.gif', size: 10, type: 'image/gif' })).toBeUndefined();
    expect(imageFileProblem({ name: 'b.JPG', size: 10, type: 'image/jpeg' })).toBeUndefined();
    expect(imageFileProblem({ name: 'c.jpeg', size: 10, type: 'image/jpeg' })).toBeUndefined();
    expect(imageFileProblem({ name: 'd.png', size: IMAGE_LIMITS.maxBytes, type: 'image/png' })).toBeUndefined();
  });

  it('refuses another type, a renamed file, a file without extension, and one byte over 4 MB', () => {
    expect(imageFileProblem({ name: 'e.svg', size: 10, type: 'image/svg+xml' })).toBe('e.svg is not a GIF, JPEG or PNG image.');
    expect(imageFileProblem({ name: 'f.png', size: 10, type: 'application/pdf' })).toBe('f.png is not a GIF, JPEG or PNG image.');
    expect(imageFileProblem({ name: 'png', size: 10, type: 'image/png' })).toBe('png is not a GIF, JPEG or PNG image.');
    expect(imageFileProblem({ name: 'g.png', size: IMAGE_LIMITS.maxBytes + 1, type: 'image/png' })).toBe('g.png is 4.1 MB: images can be at most 4 MB.');
  });
});
