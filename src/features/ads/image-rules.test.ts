import { describe, expect, it } from 'vitest';
import { imageProblemFor, imageProblems } from './image-rules';

describe('Instagram image rules: 4:5 to 1.91:1, at least 500 px wide', () => {
  it('takes the edges of the ratio exactly', () => {
    expect(imageProblemFor('instagram', { width: 800, height: 1000 })).toBeUndefined(); // 4:5
    expect(imageProblemFor('instagram', { width: 1910, height: 1000 })).toBeUndefined(); // 1.91:1
    expect(imageProblemFor('instagram', { width: 500, height: 625 })).toBeUndefined(); // 4:5 at the narrowest width
  });

  it('refuses an image a pixel taller or wider than the ratio allows, naming the partner and the rule', () => {
    expect(imageProblemFor('instagram', { width: 800, height: 1001 })).toBe(
      'Instagram needs an image with a width-to-height ratio from 4:5 to 1.91:1; this one is 0.80:1 (800 × 1001 px).',
    );
    expect(imageProblemFor('instagram', { width: 1911, height: 1000 })).toMatch(/^Instagram needs .* from 4:5 to 1\.91:1; this one is 1\.91:1 \(1911 × 1000 px\)\.$/);
  });

  it('takes 500 px and refuses 499 px', () => {
    expect(imageProblemFor('instagram', { width: 500, height: 500 })).toBeUndefined();
    expect(imageProblemFor('instagram', { width: 499, height: 499 })).toBe('Instagram needs an image at least 500 px wide; this one is 499 px wide.');
  });
});

describe('Facebook image rules: 1:1 to 1.9:1, at least 600 px wide', () => {
  it('takes the edges of the ratio exactly', () => {
    expect(imageProblemFor('facebook', { width: 600, height: 600 })).toBeUndefined();
    expect(imageProblemFor('facebook', { width: 1900, height: 1000 })).toBeUndefined();
  });

  it('refuses just outside them', () => {
    expect(imageProblemFor('facebook', { width: 600, height: 601 })).toMatch(/^Facebook needs an image with a width-to-height ratio from 1:1 to 1\.9:1/);
    expect(imageProblemFor('facebook', { width: 1901, height: 1000 })).toMatch(/^Facebook needs .* 1:1 to 1\.9:1/);
  });

  it('takes 600 px and refuses 599 px', () => {
    expect(imageProblemFor('facebook', { width: 600, height: 400 })).toBeUndefined();
    expect(imageProblemFor('facebook', { width: 599, height: 400 })).toBe('Facebook needs an image at least 600 px wide; this one is 599 px wide.');
  });

  it('refuses an image without height', () => {
    expect(imageProblemFor('facebook', { width: 600, height: 0 })).toMatch(/ratio/);
  });
});

describe('both partners', () => {
  it('lists every partner the image does not fit', () => {
    // 4:5 suits Instagram only; 1.91:1 suits Instagram only; 1:1 at 600 px suits both.
    expect(imageProblems(['facebook', 'instagram'], { width: 800, height: 1000 })).toEqual([expect.stringMatching(/^Facebook /)]);
    expect(imageProblems(['facebook', 'instagram'], { width: 1910, height: 1000 })).toEqual([expect.stringMatching(/^Facebook /)]);
    expect(imageProblems(['facebook', 'instagram'], { width: 600, height: 600 })).toEqual([]);
    expect(imageProblems(['facebook', 'instagram'], { width: 550, height: 1000 })).toHaveLength(2);
  });
});
