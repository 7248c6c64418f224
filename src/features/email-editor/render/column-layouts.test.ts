import { describe, expect, it } from 'vitest';
import { columnWidthsPercent } from '../document/column-layouts';
import { createColumnsModule, createModule } from '../document/module-factories';
import { COLUMN_LAYOUTS, type ColumnLayout } from '../document/types';
import { renderRows, styleOf } from '../testing/render-for-test';
import { sequentialIds } from '../document/sequential-ids';

const expectedWidths: Record<ColumnLayout, number[]> = {
  '1': [100],
  '1-1': [50, 50],
  '1-1-1': [33.3333, 33.3333, 33.3333],
  '1-1-1-1': [25, 25, 25, 25],
  '1-2': [33.3333, 66.6667],
  '1-3': [25, 75],
  '2-1': [66.6667, 33.3333],
  '3-1': [75, 25],
};

describe('column layouts', () => {
  it.each(COLUMN_LAYOUTS)('renders layout %s as table-based columns of the right widths, each with its modules', async (layout) => {
    const id = sequentialIds();
    const widths = expectedWidths[layout];
    expect(columnWidthsPercent(layout)).toEqual(widths);
    const modules = widths.map((_, index) => [createModule('text', { html: `<p>Column ${index + 1}</p>` }, id)]);
    const { errors, html, page } = await renderRows([createColumnsModule(layout, modules, id)]);
    expect(errors).toEqual([]);

    const columns = [...page.querySelectorAll('div[class*="mj-column-per"]')];
    expect(columns.map((column) => column.className.split(' ')[0])).toEqual(widths.map((width) => `mj-column-per-${String(width).replace('.', '-')}`));
    columns.forEach((column, index) => {
      expect(column.querySelector(':scope > table[role="presentation"]')?.textContent).toContain(`Column ${index + 1}`);
    });
    // Outlook gets each column as a table cell of its width in pixels, out of 600.
    for (const width of widths) expect(html).toContain(`width:${Number(((width * 600) / 100).toFixed(4))}`);
    // Wide screens put the columns side by side; phones stack them (full width below 480 pixels).
    expect(page.head.textContent).toContain('@media only screen and (min-width:480px)');
  });

  it('gives a columns row its background and padding, and renders empty columns', async () => {
    const { errors, page } = await renderRows([
      { ...createColumnsModule('1-1', [], sequentialIds()), settings: { layout: '1-1', backgroundColor: '#F6C343', padding: { top: 20, right: 10, bottom: 20, left: 10 } } },
    ]);
    expect(errors).toEqual([]);
    expect(page.querySelectorAll('div[class*="mj-column-per-50"]')).toHaveLength(2);
    expect(styleOf(page.querySelector('body > div > div > table'))['background-color']).toBe('#F6C343');
    expect(styleOf(page.querySelector('body > div > div > table > tbody > tr > td')).padding).toBe('20px 10px 20px 10px');
  });
});
