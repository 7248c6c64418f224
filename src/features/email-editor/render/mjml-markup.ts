/** Text for MJML and HTML content: what could open a tag or an entity is escaped. */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export type Attributes = Record<string, string | number | null | undefined | false>;

/** ` name="value"` pairs, escaped; null, undefined, false and '' are left out. */
export function attributes(values: Attributes): string {
  return Object.entries(values)
    .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
}

export function tag(name: string, values: Attributes, content?: string): string {
  return content === undefined ? `<${name}${attributes(values)} />` : `<${name}${attributes(values)}>${content}</${name}>`;
}
