import { contentModules } from '../document/locate';
import { UNSUBSCRIBE_PREFERENCES_TAG, UNSUBSCRIBE_TAG } from '../document/placeholders';
import { SOCIAL_NETWORKS } from '../document/social-networks';
import { type ContentModule, type DesignDocument, type ImageFields } from '../document/types';
import { parseInertHtml } from '../render/inert-html';

/** A link or an image of the email, and the module it is in (null for HTML without a design). */
export interface LinkFact {
  moduleId: string | null;
  /** '' for an anchor without an address. */
  href: string;
}

export interface ImageFact {
  moduleId: string | null;
  src: string;
  /** null when the image has no alt attribute at all. */
  alt: string | null;
}

export interface ContentFacts {
  links: LinkFact[];
  images: ImageFact[];
}

/** The links and images of HTML, parsed inertly (nothing in it loads or runs). */
export function htmlFacts(html: string, moduleId: string | null): ContentFacts {
  const page = parseInertHtml(html);
  return {
    links: [...page.querySelectorAll('a, area')].map((anchor) => ({ moduleId, href: anchor.getAttribute('href') ?? '' })),
    images: [...page.querySelectorAll('img')].map((image) => ({ moduleId, src: image.getAttribute('src') ?? '', alt: image.getAttribute('alt') })),
  };
}

function imageFacts(moduleId: string, image: ImageFields): ContentFacts {
  if (image.src.trim() === '') return { links: [], images: [] };
  return { links: image.href.trim() ? [{ moduleId, href: image.href }] : [], images: [{ moduleId, src: image.src, alt: image.alt }] };
}

function moduleFacts(module: ContentModule): ContentFacts {
  const { id } = module;
  switch (module.type) {
    case 'text':
    case 'code':
      return htmlFacts(module.settings.html, id);
    case 'imageText': {
      const text = htmlFacts(module.settings.html, id);
      const image = imageFacts(id, module.settings.image);
      return { links: [...image.links, ...text.links], images: [...image.images, ...text.images] };
    }
    case 'image':
      return imageFacts(id, module.settings);
    case 'button':
      return { links: [{ moduleId: id, href: module.settings.href }], images: [] };
    case 'social': {
      const { settings } = module;
      const links = SOCIAL_NETWORKS.filter((network) => settings[network.urlField].trim() !== '').map((network) => ({ moduleId: id, href: settings[network.urlField] }));
      return { links, images: [] };
    }
    case 'unsubscribe': {
      const hrefs = module.settings.showPreferencesLink ? [UNSUBSCRIBE_TAG, UNSUBSCRIBE_PREFERENCES_TAG] : [UNSUBSCRIBE_TAG];
      return { links: hrefs.map((href) => ({ moduleId: id, href })), images: [] };
    }
    case 'divider':
    case 'spacer':
      return { links: [], images: [] };
  }
}

/** The links and images of a design, each with the id of its module, in reading order. */
export function documentFacts(document: DesignDocument): ContentFacts {
  const facts = contentModules(document).map(moduleFacts);
  return { links: facts.flatMap((fact) => fact.links), images: facts.flatMap((fact) => fact.images) };
}
