import { symmetricPadding as pad } from '../document/defaults';
import { createDocument, createModule } from '../document/module-factories';
import { sequentialIds } from '../document/sequential-ids';
import { footerRows } from './footer-rows';
import { STOCK_IMAGES } from './stock-images';
import { type SystemDesign } from './system-design';

const id = sequentialIds('announcement-');
const BLUE = '#1188E6';

const feature = (src: string, alt: string, imagePosition: 'left' | 'right', title: string, body: string) =>
  createModule('imageText', { image: { src, alt, href: '', width: null }, imagePosition, html: `<h3>${title}</h3><p>${body}</p>`, padding: pad(16, 40) }, id);

export const ANNOUNCEMENT_DESIGN: SystemDesign = {
  id: '9a4c8e17-2f3b-4d6a-8c5e-1b7d3f9e2a33',
  name: 'Announcement',
  categories: ['Announcement', 'Product'],
  subject: 'Introducing the new dashboard',
  document: createDocument(
    [
      createModule('text', { html: '<p><span style="color: #1188e6; font-size: 18px"><strong>{{Sender_Name}}</strong></span></p>', padding: pad(24, 40) }, id),
      createModule('image', { src: STOCK_IMAGES.laptop, alt: 'A laptop on a desk showing the new dashboard' }, id),
      createModule(
        'text',
        {
          html: '<h1>Introducing the new dashboard</h1><p>Everything you check every morning, on one screen. The new dashboard is faster, clearer and yours to arrange, and it is live for every account today.</p>',
          lineHeight: 24,
          padding: pad(28, 40),
        },
        id,
      ),
      feature(STOCK_IMAGES.desk, 'A tidy desk with a notebook', 'left', 'Your day at a glance', 'Pin the numbers that matter and see them update as they change.'),
      feature(STOCK_IMAGES.phone, 'A phone on a table', 'right', 'On every screen', 'The same dashboard on your phone, with alerts when something needs you.'),
      createModule('button', { text: 'See what is new', href: 'https://example.com/whats-new', backgroundColor: BLUE, borderColor: BLUE, padding: pad(24, 40) }, id),
      createModule('text', { html: '<p>Questions? Reply to this email and our team will help.</p><p>Thanks,<br>The {{Sender_Name}} team</p>', padding: pad(8, 40) }, id),
      ...footerRows(id, '#FFFFFF'),
    ],
    { backgroundColor: '#EEF4FB', fontFamily: 'arial, helvetica, sans-serif', textColor: '#23303D', linkColor: BLUE, preheader: 'A faster, clearer dashboard is live for your account today.' },
  ),
};
