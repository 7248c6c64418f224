import type { ContactField } from '@/features/custom-fields/types';
import { CUSTOM_FIELD_SYNONYMS, isReservedImportName, normalizeHeader, RESERVED_IMPORT_FIELDS, type ImportTarget } from './import-fields';

/** The fields a column may be mapped to: custom fields, and reserved fields an import can write. */
export const isMappableField = (field: ContactField): boolean =>
  !field.readOnly && (field.id.startsWith('_rf') ? isReservedImportName(field.name) : true);

/** What a mapped field means to the row rules. */
export function importTargetOf(field: ContactField): ImportTarget {
  if (field.id.startsWith('_rf') && isReservedImportName(field.name)) return { kind: 'reserved', name: field.name };
  return { kind: 'custom', id: field.id, type: field.fieldType };
}

/**
 * Maps each header to the field it names, or null: first by the field's own name (case, spaces,
 * underscores, hyphens and dots ignored: "First Name", "first_name", "E-mail"), custom fields included,
 * then by a field's usual other names, as the big exporters write them ("Zip", "Surname", "Email Address",
 * "State/Region", "SMS"; "Company Name" for a custom field named company). A field is taken by
 * the first column that names it; later ones stay unmapped, for the user to decide.
 */
export function autoMapHeaders(headers: readonly string[], fields: readonly ContactField[]): (string | null)[] {
  const mappable = fields.filter(isMappableField);
  const byName = new Map<string, string>();
  for (const field of mappable) {
    const key = normalizeHeader(field.name);
    if (!byName.has(key)) byName.set(key, field.id);
  }
  const bySynonym = new Map<string, string>();
  for (const field of mappable) {
    const synonyms = field.id.startsWith('_rf') ? (isReservedImportName(field.name) ? RESERVED_IMPORT_FIELDS[field.name].synonyms : []) : (CUSTOM_FIELD_SYNONYMS[normalizeHeader(field.name)] ?? []);
    for (const synonym of synonyms) if (!bySynonym.has(synonym)) bySynonym.set(synonym, field.id);
  }
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = normalizeHeader(header);
    const id = byName.get(key) ?? bySynonym.get(key);
    if (id === undefined || taken.has(id)) return null;
    taken.add(id);
    return id;
  });
}
