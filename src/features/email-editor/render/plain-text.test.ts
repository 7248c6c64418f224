import { describe, expect, it } from 'vitest';
import { createColumnsModule, createDocument, createModule } from '../document/module-factories';
import { sequentialIds } from '../document/sequential-ids';
import { documentToPlainText } from './plain-text';

describe('plain text of a design', () => {
  it('gives each module’s text in reading order, links followed by their address', () => {
    const id = sequentialIds();
    const document = createDocument([
      createModule('text', { html: '<h1>Spring sale</h1><p>Save <strong>20%</strong> on <a href="https://shop.example.com">everything</a>.<br>Today only.</p><ul><li>Shoes</li><li>Hats</li></ul>' }, id),
      createColumnsModule('1-1', [[createModule('button', { text: 'Shop now', href: 'https://shop.example.com/sale' }, id)], [createModule('image', { src: 'https://cdn.example.com/a.png', alt: 'Our hats', href: 'https://shop.example.com/hats' }, id)]], id),
      createModule('divider', {}, id),
      createModule('spacer', {}, id),
      createModule('social', { facebookUrl: 'https://facebook.com/acme', xUrl: 'javascript:alert(1)' }, id),
      createModule('code', { html: '<style>p{color:red}</style><script>alert(1)</script><p>Code <b>block</b></p>' }, id),
      createModule('unsubscribe', {}, id),
    ]);
    expect(documentToPlainText(document)).toBe(
      [
        'Spring sale\n\nSave 20% on everything (https://shop.example.com).\nToday only.\n\n- Shoes\n- Hats',
        'Shop now (https://shop.example.com/sale)',
        'Our hats (https://shop.example.com/hats)',
        '----------',
        'Facebook: https://facebook.com/acme',
        'Code block',
        '{{Sender_Name}}\n{{Sender_Address}}, {{Sender_City}}, {{Sender_State}} {{Sender_Zip}}, {{Sender_Country}}\nUnsubscribe: {{{unsubscribe}}}\nUnsubscribe Preferences: {{{unsubscribe_preferences}}}',
      ].join('\n\n'),
    );
  });

  it('drops what the sanitiser drops from text modules', () => {
    const document = createDocument([createModule('text', { html: '<p>Hi<script>alert(1)</script><a href="javascript:alert(1)">there</a></p>' })]);
    expect(documentToPlainText(document)).toBe('Hithere');
  });
});
