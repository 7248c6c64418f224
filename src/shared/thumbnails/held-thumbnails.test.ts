import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { heldThumbnailHtml, heldThumbnailReducers, type HeldThumbnails } from './held-thumbnails';

const slice = createSlice({ name: 'cards', initialState: { thumbnails: {} as HeldThumbnails }, reducers: heldThumbnailReducers });
const { requested, loaded } = slice.actions;

const MONDAY = { source: 'your-designs', id: 'd1', revision: '2026-10-05T09:00:00Z' };
const TUESDAY = { ...MONDAY, revision: '2026-10-06T09:00:00Z' };

const after = (...actions: Parameters<typeof slice.reducer>[1][]) => actions.reduce(slice.reducer, slice.getInitialState()).thumbnails;

describe('held thumbnails', () => {
  it('holds nothing for an email not asked for, and undefined (being read) once asked for', () => {
    expect(heldThumbnailHtml(after(), MONDAY)).toBeUndefined();
    expect(after(requested(MONDAY))['your-designs:d1']).toEqual({ revision: MONDAY.revision, html: undefined });
  });

  it('keeps the HTML read at a revision and answers it for that revision only', () => {
    const held = after(requested(MONDAY), loaded({ ...MONDAY, html: '<p>Monday</p>' }));
    expect(heldThumbnailHtml(held, MONDAY)).toBe('<p>Monday</p>');
    // The design was saved since: its card asks anew instead of showing the old email.
    expect(heldThumbnailHtml(held, TUESDAY)).toBeUndefined();
  });

  it('replaces an older revision with a newer one, and drops the older read if it answers late', () => {
    const held = after(
      requested(MONDAY),
      loaded({ ...MONDAY, html: '<p>Monday</p>' }),
      requested(TUESDAY),
      loaded({ ...MONDAY, html: '<p>Monday, late</p>' }),
      loaded({ ...TUESDAY, html: '<p>Tuesday</p>' }),
    );
    expect(heldThumbnailHtml(held, TUESDAY)).toBe('<p>Tuesday</p>');
    expect(heldThumbnailHtml(held, MONDAY)).toBeUndefined();
    expect(Object.keys(held)).toEqual(['your-designs:d1']);
  });

  it('holds null for an email that has no HTML or could not be read (its card says "No preview")', () => {
    expect(heldThumbnailHtml(after(requested(MONDAY), loaded({ ...MONDAY, html: null })), MONDAY)).toBeNull();
  });

  it('keeps the same id of two sources apart', () => {
    const system = { ...MONDAY, source: 'sendgrid-designs' };
    const held = after(requested(MONDAY), requested(system), loaded({ ...system, html: '<p>System</p>' }));
    expect(heldThumbnailHtml(held, system)).toBe('<p>System</p>');
    expect(heldThumbnailHtml(held, MONDAY)).toBeUndefined();
  });
});
