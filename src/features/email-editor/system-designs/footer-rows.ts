import { createModule, type IdSource } from '../document/module-factories';
import { type Row } from '../document/types';

/** The close every system design shares: social links and the default unsubscribe footer. */
export function footerRows(id: IdSource, background: string): Row[] {
  return [
    createModule('divider', { color: '#E4E7EB', padding: { top: 24, right: 40, bottom: 8, left: 40 } }, id),
    createModule(
      'social',
      {
        facebookUrl: 'https://www.facebook.com/',
        xUrl: 'https://x.com/',
        instagramUrl: 'https://www.instagram.com/',
        linkedinUrl: 'https://www.linkedin.com/',
        padding: { top: 12, right: 20, bottom: 4, left: 20 },
      },
      id,
    ),
    createModule('unsubscribe', { textColor: '#6B7785', backgroundColor: background, padding: { top: 16, right: 40, bottom: 32, left: 40 } }, id),
  ];
}
