import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render-template';

/*
 * Every example of Twilio SendGrid's "Using Handlebars" page, "Handlebars reference" section
 * (https://www.twilio.com/docs/sendgrid/for-developers/sending-email/using-handlebars): its template and
 * test data as the page gives them, and its resulting HTML. The page prints the results reflowed, so
 * whitespace is compared collapsed. Where the printed result contradicts the page's own template, the
 * expectation follows the template and the comment says what the page prints.
 */

/** Whitespace collapsed, and none kept next to a tag, as the page prints its results. */
const flat = (html: string) => html.replace(/\s+/g, ' ').replace(/\s*(<[^>]+>)\s*/g, '$1').trim();

interface Example {
  template: string;
  data: Record<string, unknown>;
  expected: string;
}

const GREATER_THAN = '<p>\nHello Ben!\n{{#greaterThan scoreOne scoreTwo}}\n    Congratulations, you have the high score today!\n{{/greaterThan}}\n Thanks for playing.\n</p>';
const GREATER_THAN_ELSE =
  "<p>\nHello Ben!\n{{#greaterThan scoreOne scoreTwo}}\n    Congratulations, you have the high score today!\n{{else}}\n    You were close, but you didn't get the high score today.\n{{/greaterThan}}\n Thanks for playing.\n</p>";
const LESS_THAN = "<p>\nHello Ben!\n{{#lessThan scoreOne scoreTwo}}\n    You were close, but you didn't get the high score today.\n{{/lessThan}}\n Thanks for playing.\n</p>";
const LESS_THAN_ELSE =
  "<p>\nHello Ben!\n{{#lessThan scoreOne scoreTwo}}\n    You were close, but you didn't get the high score today.\n{{else}}\n    Congratulations, you have the high score today!\n{{/lessThan}}\n Thanks for playing.\n</p>";
const EQUALS = '<p>\nHello Ben!\n{{#equals customerCode winningCode}}\n    You have a winning code.\n{{/equals}}\n Thanks for playing.\n</p>';
const EQUALS_ELSE = '<p>\nHello Ben!\n{{#equals customerCode winningCode}}\n    You have a winning code.\n{{else}}\n    You do not have a winning code.\n{{/equals}}\n Thanks for playing.\n</p>';
const NOT_EQUALS = '<p>\nHello Ben!\n{{#notEquals currentDate appointmentDate}}\n    Your appointment is not today.\n{{/notEquals}}\n We look forward to your visit.\n</p>';
const NOT_EQUALS_ELSE =
  '<p>\nHello Ben!\n{{#notEquals currentDate appointmentDate}}\n    Your appointment is not today.\n{{else}}\n    Your appointment is today.\n{{/notEquals}}\n We look forward to your visit.\n</p>';
const AND = '<p>\nHello Ben!\n{{#and favoriteFood favoriteDrink}}\n   Thank you for letting us know your dining preferences.\n{{/and}}.\n We look forward to sending you more delicious recipes.</p>';
const AND_ELSE =
  "<p>\nHello Ben!\n{{#and favoriteFood favoriteDrink}}\n   Thank you for letting us know your dining preferences.\n{{else}}\n   If you finish filling out your dining preferences survey, we can deliver you recipes we think you'll be most interested in.\n{{/and}}.\n We look forward to sending you more delicious recipes.</p>";
const OR = '<p>\nHello Ben!\n{{#or isRunner isCyclist}}\n   We think you might enjoy a map of trails in your area.\n{{/or}}.\n Have a great day.\n</p>';
const OR_ELSE =
  "<p>\nHello Ben!\n{{#or isRunner isCyclist}}\n   We think you might enjoy a map of trails in your area. You can find the map attached to this email.\n{{else}}\n   We'd love to know more about the outdoor activities you enjoy. The survey linked below will take only a minute to fill out.\n{{/or}}.\n Have a great day.\n</p>";
const LENGTH =
  "<p>\nHello Ben!\n{{#greaterThan (length cartItems) 0}}\n It looks like you still have some items in your shopping cart. Sign back in to continue checking out at any time.\n{{else}}\n Thanks for browsing our site. We hope you'll come back soon.\n{{/greaterThan}}\n</p>";
const IF_ELSE_IF = '{{#if user.profile.male}}\n   <p>Dear Sir</p>\n{{else if user.profile.female}}\n   <p>Dear Madame</p>\n{{else}}\n   <p>Dear Customer</p>\n{{/if}}';
const STORY = '{{#each user.story}}\n   {{#if this.male}}\n      <p>{{this.date}}</p>\n   {{else if this.female}}\n      <p>{{this.item}}</p>\n   {{/if}}\n{{/each}}';
const STORY_PARTS =
  '{{#each user.story}}\n   {{#if this.male}}\n      {{#if this.date}}\n         <p>{{this.date}}</p>\n      {{/if}}\n      {{#if this.item}}\n         <p>{{this.item}}</p>\n      {{/if}}\n   {{else if this.female}}\n      {{#if this.date}}\n         <p>{{this.date}}</p>\n      {{/if}}\n      {{#if this.item}}\n         <p>{{this.item}}</p>\n      {{/if}}\n   {{/if}}\n{{/each}}';
const ORDERS = { user: { orderHistory: [{ date: '2/1/2018', item: 'shoes' }, { date: '1/4/2017', item: 'hat' }] } };
const FORMAT_DATA = { timeStamp: '2020-01-01T23:00:00.000Z', dateFormat: 'MMMM DD, YYYY h:mm:ss A', timezoneOffset: '-0800' };

const EXAMPLES: Record<string, Example[]> = {
  'Basic replacement': [{ template: '<p>Hello {{ firstName }}</p>', data: { firstName: 'Ben' }, expected: '<p>Hello Ben</p>' }],
  'Dynamic link values': [{ template: '<p><a href="{{ url }}">Click Me</a></p>', data: { url: 'https://example.com/shop' }, expected: '<p><a href="https://example.com/shop">Click Me</a></p>' }],
  'Deep object replacement': [{ template: '<p>Hello {{user.profile.firstName}}</p>', data: { user: { profile: { firstName: 'Ben' } } }, expected: '<p>Hello Ben</p>' }],
  'Object failure': [{ template: '<p>Hello {{user.profile.firstName}}</p>', data: ORDERS, expected: '<p>Hello</p>' }],
  'Replacement with HTML (triple-stash)': [{ template: '<p>Hello {{{firstName}}}</p>', data: { firstName: '<strong>Ben</strong>' }, expected: '<p>Hello <strong>Ben</strong></p>' }],
  formatDate: [
    { template: '<p>Join us {{formatDate timeStamp dateFormat}}</p>', data: FORMAT_DATA, expected: '<p>Join us January 01, 2020 11:00:00 PM</p>' },
    { template: '<p>Join us {{formatDate timeStamp dateFormat timezoneOffset}}</p>', data: FORMAT_DATA, expected: '<p>Join us January 01, 2020 3:00:00 PM</p>' },
  ],
  Insert: [
    {
      template: '<p>Hello {{insert name "default=Customer"}}! Thank you for contacting us about {{insert businessName "your business"}}.</p>',
      data: { name: 'Ben', businessName: 'Twilio SendGrid' },
      expected: '<p>Hello Ben! Thank you for contacting us about Twilio SendGrid.</p>',
    },
    {
      template: '<p>Hello {{insert name "default=Customer"}}! Thank you for contacting us about {{insert businessName "your business"}}.</p>',
      data: { name: 'Ben' },
      expected: '<p>Hello Ben! Thank you for contacting us about your business.</p>',
    },
  ],
  'Basic If, Else, Else If': [
    { template: IF_ELSE_IF, data: { user: { profile: { male: true } } }, expected: '<p>Dear Sir</p>' },
    { template: IF_ELSE_IF, data: { user: { profile: { female: true } } }, expected: '<p>Dear Madame</p>' },
    { template: IF_ELSE_IF, data: { user: { profile: {} } }, expected: '<p>Dear Customer</p>' },
  ],
  'If with a root': [
    {
      template: '{{#if user.suspended}}\n   <p>Warning! Your account is suspended, please call: {{@root.supportPhone}}</p>\n{{/if}}',
      data: { user: { suspended: true }, supportPhone: '1-800-555-5555' },
      expected: '<p>Warning! Your account is suspended, please call: 1-800-555-5555</p>',
    },
  ],
  // The page prints "1800-555-5555": its test data says "1-800-555-5555".
  Unless: [
    {
      template: '{{#unless user.active}}\n   <p>Warning! Your account is suspended, please call: {{@root.supportPhone}}</p>\n{{/unless}}',
      data: { user: { active: false }, supportPhone: '1-800-555-5555' },
      expected: '<p>Warning! Your account is suspended, please call: 1-800-555-5555</p>',
    },
  ],
  'Basic greaterThan': [
    { template: GREATER_THAN, data: { scoreOne: 100, scoreTwo: 78 }, expected: '<p>Hello Ben! Congratulations, you have the high score today! Thanks for playing.</p>' },
    { template: GREATER_THAN, data: { scoreOne: 55, scoreTwo: 78 }, expected: '<p>Hello Ben! Thanks for playing.</p>' },
  ],
  'greaterThan with else': [
    { template: GREATER_THAN_ELSE, data: { scoreOne: 100, scoreTwo: 78 }, expected: '<p>Hello Ben! Congratulations, you have the high score today! Thanks for playing.</p>' },
    { template: GREATER_THAN_ELSE, data: { scoreOne: 55, scoreTwo: 78 }, expected: "<p>Hello Ben! You were close, but you didn't get the high score today. Thanks for playing.</p>" },
  ],
  'Basic lessThan': [
    { template: LESS_THAN, data: { scoreOne: 55, scoreTwo: 78 }, expected: "<p>Hello Ben! You were close, but you didn't get the high score today. Thanks for playing.</p>" },
    { template: LESS_THAN, data: { scoreOne: 100, scoreTwo: 78 }, expected: '<p>Hello Ben! Thanks for playing.</p>' },
  ],
  'lessThan with else': [
    { template: LESS_THAN_ELSE, data: { scoreOne: 55, scoreTwo: 78 }, expected: "<p>Hello Ben! You were close, but you didn't get the high score today. Thanks for playing.</p>" },
    { template: LESS_THAN_ELSE, data: { scoreOne: 100, scoreTwo: 78 }, expected: '<p>Hello Ben! Congratulations, you have the high score today! Thanks for playing.</p>' },
  ],
  'Basic equals': [
    { template: EQUALS, data: { customerCode: 289199, winningCode: 289199 }, expected: '<p>Hello Ben! You have a winning code. Thanks for playing.</p>' },
    { template: EQUALS, data: { customerCode: 167320, winningCode: 289199 }, expected: '<p>Hello Ben! Thanks for playing.</p>' },
  ],
  'Equals with else': [
    { template: EQUALS_ELSE, data: { customerCode: 289199, winningCode: 289199 }, expected: '<p>Hello Ben! You have a winning code. Thanks for playing.</p>' },
    { template: EQUALS_ELSE, data: { customerCode: 167320, winningCode: 289199 }, expected: '<p>Hello Ben! You do not have a winning code. Thanks for playing.</p>' },
  ],
  // The page: "`{{#equals 3 "3"}}` will evaluate to `true`" (equals coerces types).
  'equals coerces types': [{ template: '{{#equals 3 "3"}}true{{else}}false{{/equals}}', data: {}, expected: 'true' }],
  'Basic notEquals': [
    { template: NOT_EQUALS, data: { currentDate: 20230715, appointmentDate: 20230715 }, expected: '<p>Hello Ben! We look forward to your visit.</p>' },
    { template: NOT_EQUALS, data: { currentDate: 20230710, appointmentDate: 20230715 }, expected: '<p>Hello Ben! Your appointment is not today. We look forward to your visit.</p>' },
  ],
  'notEquals with else': [
    { template: NOT_EQUALS_ELSE, data: { currentDate: 20230715, appointmentDate: 20230715 }, expected: '<p>Hello Ben! Your appointment is today. We look forward to your visit.</p>' },
    { template: NOT_EQUALS_ELSE, data: { currentDate: 20230710, appointmentDate: 20230715 }, expected: '<p>Hello Ben! Your appointment is not today. We look forward to your visit.</p>' },
  ],
  // The page prints "Hi Ben!" and drops the "." its template writes after {{/and}} and {{/or}}.
  'And without else': [
    { template: AND, data: { favoriteFood: 'Pasta', favoriteDrink: '' }, expected: '<p>Hello Ben! . We look forward to sending you more delicious recipes.</p>' },
    {
      template: AND,
      data: { favoriteFood: 'Pasta', favoriteDrink: 'Coffee' },
      expected: '<p>Hello Ben! Thank you for letting us know your dining preferences. . We look forward to sending you more delicious recipes.</p>',
    },
  ],
  'And with else': [
    {
      template: AND_ELSE,
      data: { favoriteFood: 'Pasta', favoriteDrink: '' },
      expected:
        "<p>Hello Ben! If you finish filling out your dining preferences survey, we can deliver you recipes we think you'll be most interested in. . We look forward to sending you more delicious recipes.</p>",
    },
    {
      template: AND_ELSE,
      data: { favoriteFood: 'Pasta', favoriteDrink: 'Coffee' },
      expected: '<p>Hello Ben! Thank you for letting us know your dining preferences. . We look forward to sending you more delicious recipes.</p>',
    },
  ],
  // The page's basic-or results add "You can find the map attached to this email.", which only its or-with-else template has.
  'Basic or': [
    { template: OR, data: { isRunner: true, isCyclist: false }, expected: '<p>Hello Ben! We think you might enjoy a map of trails in your area. . Have a great day.</p>' },
    { template: OR, data: { isRunner: false, isCyclist: false }, expected: '<p>Hello Ben! . Have a great day.</p>' },
    { template: OR, data: { isRunner: false, isCyclist: true }, expected: '<p>Hello Ben! We think you might enjoy a map of trails in your area. . Have a great day.</p>' },
  ],
  'Or with else': [
    {
      template: OR_ELSE,
      data: { isRunner: true, isCyclist: false },
      expected: '<p>Hello Ben! We think you might enjoy a map of trails in your area. You can find the map attached to this email. . Have a great day.</p>',
    },
    {
      template: OR_ELSE,
      data: { isRunner: false, isCyclist: false },
      expected: "<p>Hello Ben! We'd love to know more about the outdoor activities you enjoy. The survey linked below will take only a minute to fill out. . Have a great day.</p>",
    },
    {
      template: OR_ELSE,
      data: { isRunner: false, isCyclist: true },
      expected: '<p>Hello Ben! We think you might enjoy a map of trails in your area. You can find the map attached to this email. . Have a great day.</p>',
    },
  ],
  // "The length helper will return the number of characters in a given string or array. For non-string and non-array values, length will return 0."
  Length: [
    {
      template: LENGTH,
      data: { cartItems: ['raft', 'water bottle', 'sleeping bag'] },
      expected: '<p>Hello Ben! It looks like you still have some items in your shopping cart. Sign back in to continue checking out at any time.</p>',
    },
    { template: LENGTH, data: { cartItems: [] }, expected: "<p>Hello Ben! Thanks for browsing our site. We hope you'll come back soon.</p>" },
    { template: '{{length name}}|{{length count}}|{{length missing}}', data: { name: 'Ben', count: 12 }, expected: '3|0|0' },
  ],
  // The page prints "1/42017" for the second date; its test data says "1/4/2017".
  'Basic Iterator with each': [
    {
      template: '<ol>\n  {{#each user.orderHistory}}\n   <li>You ordered: {{this.item}} on: {{this.date}}</li>\n  {{/each}}\n</ol>',
      data: ORDERS,
      expected: '<ol><li>You ordered: shoes on: 2/1/2018</li><li>You ordered: hat on: 1/4/2017</li></ol>',
    },
  ],
  'Dynamic content creation': [
    {
      template: STORY,
      data: {
        user: {
          story: [
            { male: true, date: '2/1/2018', item: 'shoes' },
            { male: true, date: '1/4/2017', item: 'hat' },
            { female: true, date: '1/1/2016', item: 'shirt' },
          ],
        },
      },
      expected: '<p>2/1/2018</p><p>1/4/2017</p><p>shirt</p>',
    },
  ],
  'Dynamic content creation with dynamic parts 1': [
    {
      template: STORY_PARTS,
      data: { user: { story: [{ male: true, date: '2/1/2018', item: 'shoes' }, { male: true, date: '1/4/2017' }, { female: true, item: 'shirt' }] } },
      expected: '<p>2/1/2018</p><p>shoes</p><p>1/4/2017</p><p>shirt</p>',
    },
  ],
  'Dynamic content creation with dynamic parts 2': [
    {
      template: '{{#if people}}\n   <p>People:</p>\n   {{#each people}}\n      <p>{{this.name}}</p>\n   {{/each}}\n{{/if}}',
      data: { people: [{ name: 'Bob' }, { name: 'Sally' }] },
      expected: '<p>People:</p><p>Bob</p><p>Sally</p>',
    },
  ],
};

const cases = Object.entries(EXAMPLES).flatMap(([section, examples]) => examples.map((example, index) => ({ name: `${section} #${index + 1}`, ...example })));

describe('SendGrid’s "Using Handlebars" examples give the page’s results', () => {
  it.each(cases)('$name', ({ template, data, expected }) => {
    expect(flat(renderTemplate(template, data))).toBe(flat(expected));
  });

  // The page: "empty strings, zero integers, and zero floating point numbers evaluate to false. Non-empty strings,
  // non-zero integers, and non-zero floating point numbers, including negative numbers, evaluate to true."
  it.each([
    ['and', { a: 'x', b: 0 }, 'no'],
    ['and', { a: 'x', b: 0.0 }, 'no'],
    ['and', { a: 'x', b: '' }, 'no'],
    ['and', { a: 'x', b: -1 }, 'yes'],
    ['and', { a: 0.5, b: 'y' }, 'yes'],
    ['or', { a: 0, b: '' }, 'no'],
    ['or', { a: 0, b: -2.5 }, 'yes'],
  ])('%s treats %o by SendGrid’s truthiness', (helper, data, expected) => {
    expect(renderTemplate(`{{#${helper} a b}}yes{{else}}no{{/${helper}}}`, data)).toBe(expected);
  });
});
