import { symmetricPadding as pad } from '../document/defaults';
import { createColumnsModule, createDocument, createModule } from '../document/module-factories';
import { sequentialIds } from '../document/sequential-ids';
import { footerRows } from './footer-rows';
import { STOCK_IMAGES } from './stock-images';
import { type SystemDesign } from './system-design';

const id = sequentialIds('promotion-');
const ORANGE = '#F28C28';
const INK = '#1F2933';
const CREAM = '#FFF7ED';

const product = (src: string, name: string, was: string, now: string) => [
  createModule('image', { src, alt: name, href: 'https://example.com/shop', padding: pad(0, 8) }, id),
  createModule('text', { html: `<p style="text-align: center"><strong>${name}</strong><br><s>${was}</s> <span style="color: #d93025; font-weight: bold">${now}</span></p>`, padding: pad(8, 8) }, id),
  createModule('button', { text: 'Buy now', href: 'https://example.com/shop', backgroundColor: INK, borderColor: INK, fontSize: 13, padding: pad(0, 8) }, id),
];

export const PROMOTION_DESIGN: SystemDesign = {
  id: '0d7e2a91-5b64-4c8f-a3d2-7e1f9b4c6a22',
  name: 'Promotion',
  categories: ['Promotion', 'Sale'],
  subject: 'Up to 40% off: our spring sale starts now',
  document: createDocument(
    [
      createModule('text', { html: '<h2 style="text-align: center"><span style="color: #f28c28; font-size: 26px"><strong>ACME</strong></span></h2>', padding: pad(20, 20) }, id),
      createModule('image', { src: STOCK_IMAGES.strawberries, alt: 'Fresh strawberries in a bowl', href: 'https://example.com/shop' }, id),
      createModule(
        'text',
        {
          html: '<h1 style="text-align: center"><span style="font-size: 40px">Up to 40% off</span></h1><p style="text-align: center"><span style="font-size: 18px">Our spring sale is here. Fresh picks, fair prices, this week only.</span></p>',
          lineHeight: 26,
          padding: pad(28, 40),
        },
        id,
      ),
      createModule(
        'button',
        { text: 'Shop the sale', href: 'https://example.com/shop', backgroundColor: ORANGE, borderColor: ORANGE, fontSize: 18, fontWeight: 'bold', borderRadius: 24, height: 44, innerPadding: { vertical: 14, horizontal: 36 } },
        id,
      ),
      createModule(
        'text',
        {
          html: '<p style="text-align: center">Use code <span style="background-color: #ffe4c7; font-weight: bold">SPRING40</span> at checkout. Ends Sunday at midnight.</p>',
          backgroundColor: CREAM,
          padding: pad(16, 40),
        },
        id,
      ),
      createModule('spacer', { height: 24 }, id),
      createColumnsModule(
        '1-1-1',
        [
          product(STOCK_IMAGES.productA, 'Cosy blanket', '$49', '$29'),
          product(STOCK_IMAGES.productB, 'Travel mug', '$24', '$15'),
          product(STOCK_IMAGES.productC, 'Field guide', '$32', '$19'),
        ],
        id,
      ),
      createModule('spacer', { height: 16 }, id),
      ...footerRows(id, '#FFFFFF'),
    ],
    { backgroundColor: CREAM, fontFamily: 'helvetica, arial, sans-serif', textColor: INK, linkColor: '#D93025', preheader: 'Use code SPRING40 for up to 40% off, this week only.' },
  ),
};
