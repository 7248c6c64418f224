import { DYNAMIC_TEMPLATE_LIMITS } from '@/features/dynamic-templates/limits';
import { BASE_DATE, DAY } from './seed-support';
import { accountVersionCount, newDynamicTemplateId, templatesOf, templatesTable, templateVersionsTable } from './templates';
import type { User } from './users';

/** Older than every seeded template, so the fillers sort after the account's own ones. */
const FILLER_TIME = new Date((BASE_DATE - 400 * DAY) * 1000).toISOString();

const fillerVersion = (templateId: string, index: number, active: boolean) => ({
  id: crypto.randomUUID(),
  template_id: templateId,
  active: active ? (1 as const) : (0 as const),
  name: `Version ${index}`,
  subject: `Catalog update ${index}`,
  html_content: `<p>Catalog update ${index}.</p>`,
  design_document: null,
  plain_content: `Catalog update ${index}.`,
  generate_plain_content: false,
  editor: 'code' as const,
  test_data: '',
  created_at: FILLER_TIME,
  updated_at: FILLER_TIME,
  render_pending: false,
});

/**
 * The `templates-near-limit` scenario: fills the account up to one short of each limit, 299 dynamic
 * templates and 299 versions, one template ("Catalog Announcements") holding 49, so one more template or
 * version succeeds and the next is refused. Idempotent: an account already there gets nothing.
 */
export function fillTemplatesNearLimit(owner: User): void {
  const { templates: maxTemplates, versionsPerTemplate, versionsPerAccount } = DYNAMIC_TEMPLATE_LIMITS;
  let count = templatesOf(owner, ['dynamic']).length;
  let versions = accountVersionCount(owner, 'dynamic');
  const add = (name: string, versionCount: number) => {
    const id = newDynamicTemplateId();
    templatesTable.insert({ id, owner: owner.username, name, generation: 'dynamic', updated_at: FILLER_TIME });
    for (let index = 1; index <= versionCount; index += 1) templateVersionsTable.insert(fillerVersion(id, index, index === 1));
    count += 1;
    versions += versionCount;
  };
  if (count < maxTemplates - 1) add('Catalog Announcements', Math.max(0, Math.min(versionsPerTemplate - 1, versionsPerAccount - 1 - versions)));
  for (let number = 1; count < maxTemplates - 1; number += 1) add(`Supply Notice ${String(number).padStart(3, '0')}`, versions < versionsPerAccount - 1 ? 1 : 0);
}
