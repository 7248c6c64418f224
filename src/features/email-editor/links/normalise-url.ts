const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
};

const ENTITY = /&(?:#(\d{1,8})|#x([0-9a-f]{1,7})|([a-z]{2,8}));?/gi;

function decodeOnce(value: string): string {
  return value.replace(ENTITY, (match, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? match;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

// Controls, spaces and invisible characters browsers skip inside a scheme ("java\tscript:", "\u200Bdata:").
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;

/**
 * The form of a link address to judge its scheme by: HTML entities decoded (repeatedly, so a value
 * decoded again later cannot turn into something else), invisible and control characters removed,
 * lower case. Never used as the link itself.
 */
export function schemeView(href: string): string {
  let value = href;
  for (let round = 0; round < 5; round += 1) {
    const decoded = decodeOnce(value);
    if (decoded === value) break;
    value = decoded;
  }
  return value.replace(INVISIBLE, '').toLowerCase();
}
