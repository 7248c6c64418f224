import { symmetricPadding as pad } from '../document/defaults';
import { createColumnsModule, createDocument, createModule } from '../document/module-factories';
import { sequentialIds } from '../document/sequential-ids';
import { footerRows } from './footer-rows';
import { STOCK_IMAGES } from './stock-images';
import { type SystemDesign } from './system-design';

const id = sequentialIds('welcome-');
const TEAL = '#0F9D9A';

const step = (number: number, title: string, body: string) => [
  createModule('text', { html: `<h2 style="text-align: center"><span style="color: #0f9d9a">${number}</span></h2><h4 style="text-align: center">${title}</h4><p style="text-align: center">${body}</p>`, padding: pad(8, 12) }, id),
];

export const WELCOME_DESIGN: SystemDesign = {
  id: 'c3e5a7b9-4d2f-4a6c-9e8b-2d4f6a8c0b44',
  name: 'Welcome',
  categories: ['Welcome', 'Onboarding'],
  subject: 'Welcome aboard!',
  document: createDocument(
    [
      createModule('spacer', { height: 24, backgroundColor: TEAL }, id),
      createModule(
        'text',
        {
          html: '<h1 style="text-align: center"><span style="color: #ffffff; font-size: 34px">Welcome aboard!</span></h1><p style="text-align: center"><span style="color: #e0f5f4; font-size: 16px">We are glad you are here. Here is how to get the most from {{Sender_Name}}.</span></p>',
          backgroundColor: TEAL,
          lineHeight: 26,
          padding: pad(8, 40),
        },
        id,
      ),
      createModule('spacer', { height: 24, backgroundColor: TEAL }, id),
      createModule('image', { src: STOCK_IMAGES.coffee, alt: 'A cup of coffee on a wooden table' }, id),
      createModule('spacer', { height: 16 }, id),
      createColumnsModule(
        '1-1-1',
        [
          step(1, 'Complete your profile', 'Tell us a little about you so we can tailor what we send.'),
          step(2, 'Choose your topics', 'Pick what you want to hear about, and skip the rest.'),
          step(3, 'Say hello', 'Reply to this email: a real person reads every message.'),
        ],
        id,
      ),
      createModule('button', { text: 'Get started', href: 'https://example.com/start', backgroundColor: TEAL, borderColor: TEAL, fontSize: 16, borderRadius: 6, padding: pad(20, 40) }, id),
      createModule('text', { html: '<p style="text-align: center">Need a hand? Write to us at <a href="mailto:{{Sender_Email}}">{{Sender_Email}}</a>.</p>', padding: pad(8, 40) }, id),
      ...footerRows(id, '#FFFFFF'),
    ],
    { backgroundColor: '#F2F4F7', fontFamily: 'verdana, geneva, sans-serif', textColor: '#2B2F33', linkColor: TEAL, preheader: 'Three quick steps to get started.' },
  ),
};
