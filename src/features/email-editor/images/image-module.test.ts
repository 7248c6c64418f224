import { describe, expect, it } from 'vitest';
import { findModule } from '../document/locate';
import { createColumnsModule, createDocument, createModule } from '../document/module-factories';
import { altFromName, imageFieldsOf, isImageModule, placedImageFields, withImageFields } from './image-module';
import type { LibraryImage } from './types';

const image: LibraryImage = {
  id: 'i1',
  name: 'autumn-hero_mountains.jpg',
  created: 0,
  originalUrl: 'https://cdn.example.com/hero.jpg',
  thumbnailUrl: 'https://cdn.example.com/hero-thumb.jpg',
  width: 480,
  height: 240,
};

describe('placing a library image in a module', () => {
  it('sets the image module’s address, text alternative and width', () => {
    const module = createModule('image');
    const document = createDocument([module]);
    const placed = withImageFields(document, module, placedImageFields(image, document.settings.width));
    const updated = findModule(placed, module.id);
    expect(isImageModule(updated) && imageFieldsOf(updated)).toMatchObject({ src: image.originalUrl, alt: 'autumn hero mountains', width: 480 });
    expect(document.rows[0]).toBe(module);
  });

  it('sets the picture of an image-and-text module inside columns, keeping its link', () => {
    const module = createModule('imageText');
    const withLink = { ...module, settings: { ...module.settings, image: { ...module.settings.image, href: 'https://example.com' } } };
    const document = createDocument([createColumnsModule('1-1', [[withLink], []])]);
    const placed = withImageFields(document, withLink, placedImageFields({ ...image, width: 1200 }, 600));
    const updated = findModule(placed, module.id);
    expect(isImageModule(updated) && imageFieldsOf(updated)).toEqual({ src: image.originalUrl, alt: 'autumn hero mountains', href: 'https://example.com', width: null });
  });

  it('tells image modules from others', () => {
    expect(isImageModule(createModule('text'))).toBe(false);
    expect(isImageModule(undefined)).toBe(false);
    expect(altFromName('logo.PNG')).toBe('logo');
  });
});
