import { symmetricPadding as pad } from '../document/defaults';
import { createColumnsModule, createDocument, createModule } from '../document/module-factories';
import { sequentialIds } from '../document/sequential-ids';
import { footerRows } from './footer-rows';
import { STOCK_IMAGES } from './stock-images';
import { type SystemDesign } from './system-design';

const id = sequentialIds('newsletter-');
const NAVY = '#1A3B5D';
const PAGE = '#F2F4F7';

const story = (src: string, alt: string, title: string, body: string) => [
  createModule('image', { src, alt, href: 'https://example.com/stories', padding: pad(0, 10) }, id),
  createModule('text', { html: `<h3>${title}</h3><p>${body}</p><p><a href="https://example.com/stories">Read more</a></p>`, padding: pad(4, 10) }, id),
];

export const NEWSLETTER_DESIGN: SystemDesign = {
  id: '6b1f4c52-1a3e-4d2b-9f0a-5c7d8e9f0a11',
  name: 'Newsletter',
  categories: ['Newsletter'],
  subject: 'The Monthly Digest: stories worth your time',
  document: createDocument(
    [
      createModule('text', { html: '<p style="text-align: right"><span style="font-size: 12px"><a href="{{Weblink}}">View this email in your browser</a></span></p>', backgroundColor: PAGE, padding: pad(8, 20) }, id),
      createModule(
        'text',
        {
          html: `<h1 style="text-align: center"><span style="color: #ffffff; font-size: 32px">The Monthly Digest</span></h1><p style="text-align: center"><span style="color: #c9d6e3">News, ideas and stories from {{Sender_Name}}</span></p>`,
          backgroundColor: NAVY,
          padding: pad(28, 40),
        },
        id,
      ),
      createModule('image', { src: STOCK_IMAGES.landscape, alt: 'Mountains over a lake at dawn', href: 'https://example.com/stories' }, id),
      createModule(
        'text',
        {
          html: '<h2>This month’s top story</h2><p>We spent a season with the people who keep our trails open: the volunteers, rangers and neighbours who make a weekend outdoors possible for everyone. Here is what we learned, and how you can help.</p>',
          lineHeight: 24,
          padding: pad(24, 40),
        },
        id,
      ),
      createModule('button', { text: 'Read the full story', href: 'https://example.com/stories', backgroundColor: NAVY, borderColor: NAVY, padding: pad(0, 40) }, id),
      createModule('spacer', { height: 24 }, id),
      createColumnsModule(
        '1-1',
        [
          story(STOCK_IMAGES.river, 'A river winding through a green valley', 'Five walks by the water', 'Short, flat and beautiful: our readers’ favourite riverside walks.'),
          story(STOCK_IMAGES.forest, 'Tall trees in a misty forest', 'What the forest teaches', 'A botanist on patience, roots and the quiet work of growing.'),
        ],
        id,
      ),
      ...footerRows(id, PAGE),
    ],
    { backgroundColor: PAGE, fontFamily: 'georgia, times, serif', textColor: '#2B2F33', linkColor: '#1188E6', preheader: 'Our top story, two quick reads and what is coming next.' },
  ),
};
