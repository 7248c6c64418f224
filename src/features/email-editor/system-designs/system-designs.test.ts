import { describe, expect, it } from 'vitest';
import { runPreSendChecks } from '../checks/pre-send-checks';
import { parseDesignDocumentJson } from '../document/parse-document';
import { renderDesignHtml } from '../render/render-design-html';
import { SYSTEM_DESIGNS } from './system-designs';

describe('system designs', () => {
  it('are the newsletter, promotion, announcement and welcome designs, with unique ids', () => {
    expect(SYSTEM_DESIGNS.map((design) => design.name)).toEqual(['Newsletter', 'Promotion', 'Announcement', 'Welcome']);
    expect(new Set(SYSTEM_DESIGNS.map((design) => design.id)).size).toBe(4);
  });

  it.each(SYSTEM_DESIGNS.map((design) => [design.name, design] as const))('%s is a valid document that renders to the same HTML, clean for sending', async (name, design) => {
    expect(parseDesignDocumentJson(JSON.stringify(design.document))).toEqual({ ok: true, document: design.document });
    const { html, errors } = await renderDesignHtml(design.document);
    expect(errors).toEqual([]);
    expect(runPreSendChecks({ document: design.document, html })).toEqual([]);
    await expect(html).toMatchFileSnapshot(`./__snapshots__/${name.toLowerCase()}.html`);
  });
});
