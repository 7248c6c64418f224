/*
 * Templates the preview's renderer (render-template.ts) must run exactly as Handlebars 4 does
 * (handlebars-agreement.test.ts compares them with Handlebars.compile). Most are adapted from
 * Handlebars.js's own spec (https://github.com/handlebars-lang/handlebars.js/tree/master/spec:
 * basic.js, blocks.js, builtins.js, data.js, whitespace-control.js, subexpressions.js), leaving out what
 * needs registered helpers, partials or compile options; the file is named in each case's `source`.
 * SendGrid's own helpers (equals, notEquals, greaterThan, lessThan, and, or, length, insert, formatDate)
 * do not exist in Handlebars: sendgrid-examples.test.ts checks them against SendGrid's page instead.
 * `refused` cases must be refused by both (a parse error, or an error Handlebars throws when it runs).
 */
export interface AgreementCase {
  name: string;
  source: string;
  template: string;
  data: unknown;
  refused?: true;
}

const GOODBYES = { goodbyes: [{ text: 'goodbye' }, { text: 'Goodbye' }, { text: 'GOODBYE' }], world: 'world' };
const PERSON = { person: { first: 'Alan', last: 'Johnson' } };

export const AGREEMENT_CASES: AgreementCase[] = [
  // basic.js
  { name: 'most basic', source: 'basic.js', template: '{{foo}}', data: { foo: 'foo' } },
  { name: 'escaping a mustache', source: 'basic.js', template: '\\{{foo}}', data: { foo: 'food' } },
  { name: 'escaping with text around', source: 'basic.js', template: 'content \\{{foo}} \\\\{{foo}}', data: { foo: 'food' } },
  { name: 'compiling with a basic context', source: 'basic.js', template: 'Goodbye\n{{cruel}}\n{{world}}!', data: { cruel: 'cruel', world: 'world' } },
  { name: 'comments', source: 'basic.js', template: '{{! Goodbye}}Goodbye\n{{cruel}}\n{{world}}!', data: { cruel: 'cruel', world: 'world' } },
  { name: 'long comments', source: 'basic.js', template: '    {{~!-- long-comment --~}}      blah', data: {} },
  { name: 'comments holding mustaches', source: 'basic.js', template: '{{!-- {{cruel}} --}}Goodbye {{world}}', data: { cruel: 'cruel', world: 'world' } },
  { name: 'boolean block', source: 'basic.js', template: '{{#goodbye}}GOODBYE {{/goodbye}}cruel {{world}}!', data: { goodbye: true, world: 'world' } },
  { name: 'boolean block, false', source: 'basic.js', template: '{{#goodbye}}GOODBYE {{/goodbye}}cruel {{world}}!', data: { goodbye: false, world: 'world' } },
  { name: 'zeros', source: 'basic.js', template: 'num1: {{num1}}, num2: {{num2}}', data: { num1: 42, num2: 0 } },
  { name: 'zero in a block', source: 'basic.js', template: '{{#num1}}[{{this}}]{{/num1}}', data: { num1: 0 } },
  { name: 'false', source: 'basic.js', template: 'val1: {{val1}}, val2: {{val2}}', data: { val1: false, val2: false } },
  { name: 'newlines', source: 'basic.js', template: "Alan's\nTest", data: {} },
  { name: 'escaping text', source: 'basic.js', template: "Awesome's\\", data: {} },
  { name: 'triple-stash', source: 'basic.js', template: '{{{awesome}}}', data: { awesome: "&'\\<>" } },
  { name: 'ampersand unescapes', source: 'basic.js', template: '{{&awesome}}', data: { awesome: "&'\\<>" } },
  { name: 'escaped expression', source: 'basic.js', template: '{{awesome}}', data: { awesome: '&"\'`\\<>=' } },
  { name: 'already escaped entities', source: 'basic.js', template: '{{awesome}}', data: { awesome: 'Escaped, <b> looks like: &lt;b&gt;' } },
  { name: 'paths with hyphens', source: 'basic.js', template: '{{foo-bar}} {{foo.foo-bar}} {{foo/foo-bar}}', data: { 'foo-bar': 'baz', foo: { 'foo-bar': 'qux' } } },
  { name: 'nested paths', source: 'basic.js', template: 'Goodbye {{alan/expression}} world!', data: { alan: { expression: 'beautiful' } } },
  { name: 'nested paths with empty string value', source: 'basic.js', template: 'Goodbye {{alan/expression}} world!', data: { alan: { expression: '' } } },
  { name: 'literal paths', source: 'basic.js', template: 'Goodbye {{[@alan]/expression}} world! {{[foo bar]/expression}}', data: { '@alan': { expression: 'beautiful' }, 'foo bar': { expression: 'cruel' } } },
  { name: 'literal references', source: 'basic.js', template: 'Goodbye {{[foo bar]}} {{"foo bar"}} {{\'foo bar\'}} {{"foo[bar"}}', data: { 'foo bar': 'beautiful', 'foo[bar': 'no' } },
  { name: "that current context path ({{.}}) doesn't hit helpers", source: 'basic.js', template: 'test: {{.}}', data: { helper: 'awesome' } },
  { name: 'complex but empty paths', source: 'basic.js', template: '{{person/name}}', data: { person: { name: null } } },
  { name: 'complex paths through undefined', source: 'basic.js', template: '{{person/name}}', data: { person: {} } },
  { name: 'this keyword in paths', source: 'basic.js', template: '{{#goodbyes}}{{this}}{{/goodbyes}}', data: { goodbyes: ['goodbye', 'Goodbye', 'GOODBYE'] } },
  { name: 'this keyword nested in paths', source: 'basic.js', template: '{{#hellos}}{{this/text}}{{/hellos}}', data: { hellos: [{ text: 'hello' }, { text: 'Hello' }, { text: 'HELLO' }] } },
  { name: 'this keyword inside a path is refused', source: 'basic.js', template: '{{#hellos}}{{text/this/foo}}{{/hellos}}', data: {}, refused: true },
  { name: 'pathed lookup of this', source: 'basic.js', template: '{{#hellos}}{{this/text}}{{/hellos}}', data: { hellos: [{ text: 'hello' }] } },
  { name: 'numbers as values', source: 'basic.js', template: '{{n}} {{f}}', data: { n: 12, f: 0.5 } },
  { name: 'array index paths', source: 'basic.js', template: '{{items.[1]}} {{items.1.name}}', data: { items: [{ name: 'a' }, { name: 'b' }] } },
  // blocks.js
  { name: 'array', source: 'blocks.js', template: '{{#goodbyes}}{{text}}! {{/goodbyes}}cruel {{world}}!', data: GOODBYES },
  { name: 'empty array', source: 'blocks.js', template: '{{#goodbyes}}{{text}}! {{/goodbyes}}cruel {{world}}!', data: { goodbyes: [], world: 'world' } },
  { name: 'array with @index', source: 'blocks.js', template: '{{#goodbyes}}{{@index}}. {{text}}! {{/goodbyes}}cruel {{world}}!', data: GOODBYES },
  { name: 'empty block', source: 'blocks.js', template: '{{#goodbyes}}{{/goodbyes}}cruel {{world}}!', data: GOODBYES },
  { name: 'block with complex lookup', source: 'blocks.js', template: '{{#goodbyes}}{{text}} cruel {{../name}}! {{/goodbyes}}', data: { name: 'Alan', goodbyes: GOODBYES.goodbyes } },
  { name: 'multiple blocks with complex lookup', source: 'blocks.js', template: '{{#goodbyes}}{{../name}}{{../name}}{{/goodbyes}}', data: { name: 'Alan', goodbyes: GOODBYES.goodbyes } },
  { name: 'block with deep nested complex lookup', source: 'blocks.js', template: '{{#outer}}Goodbye {{#inner}}cruel {{../sibling}} {{../../omg}}{{/inner}}{{/outer}}', data: { omg: 'OMG!', outer: [{ sibling: 'sad', inner: [{ text: 'goodbye' }] }] } },
  { name: 'inverted sections with unset value', source: 'blocks.js', template: '{{#goodbyes}}{{this}}{{/goodbyes}}{{^goodbyes}}Right On!{{/goodbyes}}', data: {} },
  { name: 'inverted section with false value', source: 'blocks.js', template: '{{#goodbyes}}{{this}}{{/goodbyes}}{{^goodbyes}}Right On!{{/goodbyes}}', data: { goodbyes: false } },
  { name: 'inverted section with empty set', source: 'blocks.js', template: '{{#goodbyes}}{{this}}{{/goodbyes}}{{^goodbyes}}Right On!{{/goodbyes}}', data: { goodbyes: [] } },
  { name: 'block inverted sections', source: 'blocks.js', template: '{{#people}}{{name}}{{^}}{{none}}{{/people}}', data: { none: 'No people' } },
  { name: 'chained inverted sections', source: 'blocks.js', template: '{{#people}}{{name}}{{else if none}}{{none}}{{/people}}', data: { none: 'No people' } },
  { name: 'chained inverted sections with mismatch is refused', source: 'blocks.js', template: '{{#people}}{{name}}{{else if none}}{{none}}{{/if}}', data: {}, refused: true },
  { name: 'block inverted sections with empty arrays', source: 'blocks.js', template: '{{#people}}{{name}}{{^}}{{none}}{{/people}}', data: { none: 'No people', people: [] } },
  { name: 'standalone sections', source: 'blocks.js', template: ' {{#people}}\n{{name}}\n{{^}}\n{{none}}\n{{/people}}\n', data: { none: 'No people' } },
  { name: 'standalone sections with ~', source: 'blocks.js', template: ' {{~#people}}\n{{name}}\n{{^}}\n{{none}}\n{{/people}}\n', data: { none: 'No people' } },
  { name: 'compat-free ../ across plain blocks', source: 'blocks.js', template: '{{#foo}}{{#bar}}{{../baz}}{{/bar}}{{/foo}}', data: { foo: { baz: 'inner', bar: { x: 1 } }, baz: 'outer' } },
  { name: 'object as block context', source: 'blocks.js', template: '{{#person}}{{first}} {{last}}{{/person}}', data: PERSON },
  // builtins.js
  { name: 'if with a string', source: 'builtins.js', template: '{{#if goodbye}}GOODBYE {{/if}}cruel {{world}}!', data: { goodbye: 'dummy', world: 'world' } },
  { name: 'if with true', source: 'builtins.js', template: '{{#if goodbye}}GOODBYE {{/if}}cruel {{world}}!', data: { goodbye: true, world: 'world' } },
  { name: 'if with false', source: 'builtins.js', template: '{{#if goodbye}}GOODBYE {{/if}}cruel {{world}}!', data: { goodbye: false, world: 'world' } },
  { name: 'if with undefined', source: 'builtins.js', template: '{{#if goodbye}}GOODBYE {{/if}}cruel {{world}}!', data: { world: 'world' } },
  { name: 'if with a non-empty array', source: 'builtins.js', template: '{{#if goodbye}}GOODBYE {{/if}}cruel {{world}}!', data: { goodbye: ['foo'], world: 'world' } },
  { name: 'if with an empty array', source: 'builtins.js', template: '{{#if goodbye}}GOODBYE {{/if}}cruel {{world}}!', data: { goodbye: [], world: 'world' } },
  { name: 'if with zero', source: 'builtins.js', template: '{{#if goodbye}}GOODBYE {{/if}}cruel {{world}}!', data: { goodbye: 0, world: 'world' } },
  { name: 'if with zero and includeZero', source: 'builtins.js', template: '{{#if goodbye includeZero=true}}GOODBYE {{/if}}cruel {{world}}!', data: { goodbye: 0, world: 'world' } },
  { name: 'if with an empty object', source: 'builtins.js', template: '{{#if goodbye}}GOODBYE {{/if}}cruel {{world}}!', data: { goodbye: {}, world: 'world' } },
  { name: 'if with else', source: 'builtins.js', template: '{{#if goodbye}}GOODBYE{{else}}hello{{/if}}', data: { goodbye: '' } },
  { name: 'if with else if chain', source: 'builtins.js', template: '{{#if a}}A{{else if b}}B{{else if c}}C{{else}}none{{/if}}', data: { a: 0, b: '', c: 'yes' } },
  { name: 'if inline (as a value)', source: 'builtins.js', template: '{{#if (lookup flags "on")}}on{{/if}}', data: { flags: { on: 1 } } },
  { name: 'if without a value is refused', source: 'builtins.js', template: '{{#if}}x{{/if}}', data: {}, refused: true },
  { name: 'if with two values is refused', source: 'builtins.js', template: '{{#if a b}}x{{/if}}', data: { a: 1, b: 1 }, refused: true },
  { name: 'unless', source: 'builtins.js', template: '{{#unless goodbye}}GOODBYE {{/unless}}cruel {{world}}!', data: { goodbye: false, world: 'world' } },
  { name: 'unless with a value', source: 'builtins.js', template: '{{#unless goodbye}}GOODBYE {{else}}bye {{/unless}}cruel {{world}}!', data: { goodbye: 'x', world: 'world' } },
  { name: 'unless without a value is refused', source: 'builtins.js', template: '{{#unless}}x{{/unless}}', data: {}, refused: true },
  { name: 'with', source: 'builtins.js', template: '{{#with person}}{{first}} {{last}}{{/with}}', data: PERSON },
  { name: 'with with function-free block params', source: 'builtins.js', template: '{{#with person as |foo|}}{{foo.first}} {{last}}{{/with}}', data: PERSON },
  { name: 'with with else', source: 'builtins.js', template: '{{#with person}}Person is present{{else}}Person is not present{{/with}}', data: {} },
  { name: 'with and ../', source: 'builtins.js', template: '{{#with person}}{{first}} {{../greeting}}{{/with}}', data: { ...PERSON, greeting: 'hi' } },
  { name: 'with without a value is refused', source: 'builtins.js', template: '{{#with}}x{{/with}}', data: {}, refused: true },
  { name: 'with two values is refused', source: 'builtins.js', template: '{{#with a b}}x{{/with}}', data: { a: {}, b: {} }, refused: true },
  { name: 'each', source: 'builtins.js', template: '{{#each goodbyes}}{{text}}! {{/each}}cruel {{world}}!', data: GOODBYES },
  { name: 'each with an empty array', source: 'builtins.js', template: '{{#each goodbyes}}{{text}}! {{/each}}cruel {{world}}!', data: { goodbyes: [], world: 'world' } },
  { name: 'each with else', source: 'builtins.js', template: '{{#each goodbyes}}{{text}}! {{else}}none {{/each}}cruel {{world}}!', data: { goodbyes: [], world: 'world' } },
  { name: 'each with an object and @key', source: 'builtins.js', template: '{{#each goodbyes}}{{@key}}. {{text}}! {{/each}}cruel {{world}}!', data: { goodbyes: { '<b>#1</b>': { text: 'goodbye' }, 2: { text: 'GOODBYE' } }, world: 'world' } },
  { name: 'each with @index', source: 'builtins.js', template: '{{#each goodbyes}}{{@index}}. {{text}}! {{/each}}cruel {{world}}!', data: GOODBYES },
  { name: 'each with nested @index', source: 'builtins.js', template: '{{#each goodbyes}}{{@index}}. {{text}}! {{#each ../goodbyes}}{{@index}} {{/each}}After {{@index}} {{/each}}{{@index}}cruel {{world}}!', data: GOODBYES },
  { name: 'each with block params', source: 'builtins.js', template: '{{#each goodbyes as |value index|}}{{index}}. {{value.text}}! {{#each ../goodbyes as |childValue childIndex|}} {{index}} {{childIndex}}{{/each}} After {{index}} {{/each}}{{index}}cruel {{world}}!', data: { goodbyes: [{ text: 'goodbye' }, { text: 'Goodbye' }], world: 'world' } },
  { name: 'each object with @first', source: 'builtins.js', template: '{{#each goodbyes}}{{#if @first}}{{text}}! {{/if}}{{/each}}cruel {{world}}!', data: { goodbyes: { foo: { text: 'goodbye' }, bar: { text: 'Goodbye' } }, world: 'world' } },
  { name: 'each with @first', source: 'builtins.js', template: '{{#each goodbyes}}{{#if @first}}{{text}}! {{/if}}{{/each}}cruel {{world}}!', data: GOODBYES },
  { name: 'each with nested @first', source: 'builtins.js', template: '{{#each goodbyes}}({{#if @first}}{{text}}! {{/if}}{{#each ../goodbyes}}{{#if @first}}{{text}}!{{/if}}{{/each}}{{#if @first}} {{text}}!{{/if}}) {{/each}}cruel {{world}}!', data: GOODBYES },
  { name: 'each with @last', source: 'builtins.js', template: '{{#each goodbyes}}{{#if @last}}{{text}}! {{/if}}{{/each}}cruel {{world}}!', data: GOODBYES },
  { name: 'each with nested @last', source: 'builtins.js', template: '{{#each goodbyes}}({{#if @last}}{{text}}! {{/if}}{{#each ../goodbyes}}{{#if @last}}{{text}}!{{/if}}{{/each}}{{#if @last}} {{text}}!{{/if}}) {{/each}}cruel {{world}}!', data: GOODBYES },
  { name: 'each on a string-keyed object in order', source: 'builtins.js', template: '{{#each prices}}{{@key}}={{this}};{{/each}}', data: { prices: { hat: 10, scarf: 25, b: 0 } } },
  { name: 'each over undefined', source: 'builtins.js', template: '{{#each missing}}x{{else}}nothing{{/each}}', data: {} },
  { name: 'each on implicit context is refused', source: 'builtins.js', template: '{{#each}}{{text}}! {{/each}}cruel world!', data: GOODBYES, refused: true },
  { name: 'lookup in an each', source: 'builtins.js', template: '{{#each goodbyes}}{{lookup ../data @index}}{{/each}}', data: { goodbyes: [0, 1], data: ['foo', 'bar'] } },
  { name: 'lookup with an object key', source: 'builtins.js', template: '{{#each goodbyes}}{{lookup ../data .}}{{/each}}', data: { goodbyes: ['foo', 'bar'], data: { foo: 'value', bar: 'value2' } } },
  { name: 'lookup of a missing key', source: 'builtins.js', template: '[{{lookup foo "zoo"}}]', data: { foo: {} } },
  { name: 'lookup on undefined', source: 'builtins.js', template: '[{{lookup missing "zoo"}}]', data: {} },
  { name: 'log prints nothing', source: 'builtins.js', template: '{{log blah}}done', data: { blah: 'whee' } },
  // data.js
  { name: '@root', source: 'data.js', template: '{{#each items}}{{@root.title}}-{{this}} {{/each}}', data: { items: [1, 2], title: 'R' } },
  { name: '@root inside with', source: 'data.js', template: '{{#with person}}{{@root.greeting}} {{first}}{{/with}}', data: { ...PERSON, greeting: 'Hi' } },
  { name: 'parent @data (@../index)', source: 'data.js', template: '{{#each outer}}{{#each inner}}{{@../index}}.{{@index}} {{/each}}{{/each}}', data: { outer: [{ inner: ['a', 'b'] }, { inner: ['c'] }] } },
  // subexpressions.js
  { name: 'subexpression with lookup', source: 'subexpressions.js', template: '{{lookup (lookup people "a") "name"}}', data: { people: { a: { name: 'Ann' } } } },
  { name: 'subexpression in a hash', source: 'subexpressions.js', template: '{{#if (lookup flags "x") includeZero=true}}yes{{else}}no{{/if}}', data: { flags: { x: 0 } } },
  // whitespace-control.js
  { name: 'strip whitespace around a mustache', source: 'whitespace-control.js', template: ' {{~foo~}} ', data: { foo: 'bar<' } },
  { name: 'strip whitespace before a mustache', source: 'whitespace-control.js', template: ' {{~foo}} ', data: { foo: 'bar<' } },
  { name: 'strip whitespace after a mustache', source: 'whitespace-control.js', template: ' {{foo~}} ', data: { foo: 'bar<' } },
  { name: 'strip whitespace around an unescaped mustache', source: 'whitespace-control.js', template: ' {{~{foo}~}} ', data: { foo: 'bar<' } },
  { name: 'strip whitespace around a simple block', source: 'whitespace-control.js', template: ' {{~#if foo~}} bar {{~/if~}} ', data: { foo: 'bar<' } },
  { name: 'strip whitespace inside a block only', source: 'whitespace-control.js', template: ' {{#if foo~}} bar {{/if~}} ', data: { foo: 'bar<' } },
  { name: 'strip whitespace before the block only', source: 'whitespace-control.js', template: ' {{~#if foo}} bar {{~/if}} ', data: { foo: 'bar<' } },
  { name: 'strip whitespace around inverse', source: 'whitespace-control.js', template: ' {{~^if foo~}} bar {{~/if~}} ', data: {} },
  { name: 'strip whitespace around {{else}}', source: 'whitespace-control.js', template: '{{#if foo~}} bar {{~else~}} baz {{~/if}}', data: {} },
  { name: 'strip whitespace around {{^}}', source: 'whitespace-control.js', template: '{{#if foo~}} bar {{~^~}} baz {{~/if}}', data: {} },
  { name: 'strip whitespace and newlines in blocks', source: 'whitespace-control.js', template: '{{#if foo~}}\n\nbar\n\n{{~/if}}', data: { foo: 'bar<' } },
  { name: 'strip whitespace in a list', source: 'whitespace-control.js', template: '<ul>\n  {{#each items}}\n  <li>{{~this~}}</li>\n  {{/each}}\n</ul>', data: { items: ['a', 'b'] } },
  { name: 'standalone block lines are dropped', source: 'whitespace-control.js', template: '<ul>\n  {{#each items}}\n  <li>{{this}}</li>\n  {{/each}}\n</ul>\n', data: { items: ['a', 'b'] } },
  { name: 'standalone else lines are dropped', source: 'whitespace-control.js', template: '{{#if a}}\n  yes\n{{else}}\n  no\n{{/if}}\n', data: { a: false } },
  { name: 'comments with whitespace control', source: 'whitespace-control.js', template: 'foo {{~!-- comment --~}} bar', data: {} },
  // Refused by both: no partials, decorators or unknown helpers in an email.
  { name: 'partial is refused', source: 'partials.js', template: 'Dudes: {{> dude}}', data: {}, refused: true },
  { name: 'unknown helper with arguments is refused', source: 'helpers.js', template: '{{shout name}}', data: { name: 'x' }, refused: true },
  { name: 'unclosed block is refused', source: 'parser.js', template: '{{#if a}}open', data: {}, refused: true },
  { name: 'mismatched block is refused', source: 'parser.js', template: '{{#if a}}x{{/each}}', data: {}, refused: true },
  { name: 'else outside a block is refused', source: 'parser.js', template: 'x{{else}}y', data: {}, refused: true },
  // SendGrid's page: "Dynamic content creation", run without its SendGrid helpers.
  { name: 'SendGrid each/if/else-if story', source: 'sendgrid using-handlebars', template: '{{#each user.story}}\n   {{#if this.male}}\n      <p>{{this.date}}</p>\n   {{else if this.female}}\n      <p>{{this.item}}</p>\n   {{/if}}\n{{/each}}', data: { user: { story: [{ male: true, date: '2/1/2018' }, { female: true, item: 'shirt' }] } } },
];
