import { SOCIAL_NETWORKS } from '../document/social-networks';
import { UNSUBSCRIBE_PREFERENCES_TAG, UNSUBSCRIBE_TAG } from '../document/placeholders';
import { contentModules } from '../document/locate';
import { type ContentModule, type DesignDocument } from '../document/types';
import { isAllowedLink } from '../links/link-policy';
import { htmlToText } from './html-to-text';
import { sanitizeRichText } from './sanitize-rich-text';

const richText = (html: string) => htmlToText(sanitizeRichText(html));
const linked = (label: string, href: string) => (isAllowedLink(href) ? `${label} (${href.trim()})` : label);

function moduleText(module: ContentModule): string {
  switch (module.type) {
    case 'text':
      return richText(module.settings.html);
    case 'imageText':
      return richText(module.settings.html);
    case 'button':
      return linked(module.settings.text, module.settings.href);
    case 'image':
      return module.settings.href && module.settings.alt ? linked(module.settings.alt, module.settings.href) : '';
    case 'divider':
      return '----------';
    case 'spacer':
      return '';
    case 'social':
      return SOCIAL_NETWORKS.filter((network) => isAllowedLink(module.settings[network.urlField]))
        .map((network) => `${network.label}: ${module.settings[network.urlField].trim()}`)
        .join('\n');
    case 'code':
      return htmlToText(module.settings.html);
    case 'unsubscribe': {
      const s = module.settings;
      const links = [`${s.unsubscribeLabel}: ${UNSUBSCRIBE_TAG}`, s.showPreferencesLink ? `${s.preferencesLabel}: ${UNSUBSCRIBE_PREFERENCES_TAG}` : ''];
      return [s.senderLine, s.addressLine, ...links].filter(Boolean).join('\n');
    }
  }
}

/** The design as plain text (a design's plain_content): modules in reading order, blank lines between. */
export function documentToPlainText(document: DesignDocument): string {
  return contentModules(document)
    .map(moduleText)
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}
