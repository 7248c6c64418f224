import { describe, expect, it } from 'vitest';
import { isoOf, isTemplateId, toTemplate, versionOfSessionKey, versionSessionKey, type VersionLeanDto } from './types';

const lean = (id: string, updated: string, active: 0 | 1 = 0): VersionLeanDto => ({
  id,
  template_id: 'd-0123456789abcdef0123456789abcdef',
  active,
  name: id,
  subject: '',
  editor: 'code',
  updated_at: updated,
});

describe('dynamic template types', () => {
  it('orders a template’s versions newest first and reads the active flag', () => {
    const template = toTemplate({
      id: 'd-0123456789abcdef0123456789abcdef',
      name: 'Receipt',
      generation: 'dynamic',
      updated_at: '2026-11-02 10:00:00',
      versions: [lean('old', '2026-10-01 08:00:00', 1), lean('new', '2026-11-01 08:00:00')],
    });
    expect(template.versions.map((version) => [version.id, version.active])).toEqual([
      ['new', false],
      ['old', true],
    ]);
  });

  it('reads the API’s "YYYY-MM-DD HH:MM:SS" as UTC and leaves ISO times alone', () => {
    expect(isoOf('2026-11-02 10:00:00')).toBe('2026-11-02T10:00:00Z');
    expect(isoOf('2026-11-02T10:00:00.000Z')).toBe('2026-11-02T10:00:00.000Z');
  });

  it('knows template ids and the editor session keys of versions', () => {
    expect(isTemplateId('d-0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isTemplateId('d-0123')).toBe(false);
    expect(isTemplateId('3b1c3f1e-6d7a-4c55-9a43-6f1c2a0b9d11')).toBe(false);
    const key = versionSessionKey('d-0123456789abcdef0123456789abcdef', '3b1c3f1e-6d7a-4c55-9a43-6f1c2a0b9d11');
    expect(key).toBe('dynamic-template:d-0123456789abcdef0123456789abcdef:3b1c3f1e-6d7a-4c55-9a43-6f1c2a0b9d11');
    expect(versionOfSessionKey(key)).toEqual({ templateId: 'd-0123456789abcdef0123456789abcdef', versionId: '3b1c3f1e-6d7a-4c55-9a43-6f1c2a0b9d11' });
    expect(versionOfSessionKey('design:abc')).toBeUndefined();
  });
});
