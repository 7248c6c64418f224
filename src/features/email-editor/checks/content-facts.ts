import { contentModules } from '../document/locate';
import { UNSUBSCRIBE_PREFERENCES_TAG, UNSUBSCRIBE_TAG } from '../document/placeholders';
import { SOCIAL_NETWORKS } from '../document/social-networks';
import { type ContentModule, type DesignDocument, type ImageFields } from '../document/types';
import { INERT_STYLE_ATTRIBUTE, INERT_STYLE_ELEMENT, parseInertHtml } from '../render/inert-html';

/** A link or an image of the email, and the module it is in (null for HTML without a design). */
export interface LinkFact {
  moduleId: string | null;
  /** '' for an anchor without an address. */
  href: string;
  /** What the link says, for links of HTML (an "Unsubscribe" link to a page of its own is told by its words). */
  text?: string;
}

export interface ImageFact {
  moduleId: string | null;
  src: string;
  /**
   * null when the image has no alt attribute at all; '' in HTML is a decorative image (alt=""). A
   * background image has no alt: `background` is true for it.
   */
  alt: string | null;
  background?: true;
}

export interface ContentFacts {
  links: LinkFact[];
  images: ImageFact[];
  /** Whether an empty alt means "decorative" (HTML's alt="") rather than "not written yet" (a design's image module). */
  emptyAltIsDecorative: boolean;
}

/** `url(...)` in CSS: `background-image: url(a.png)`, `background: #fff url("b.jpg") no-repeat`. */
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi;
const CSS_BACKGROUND = /background(?:-image)?\s*:[^;}]*/gi;

function cssBackgroundUrls(css: string): string[] {
  return [...css.matchAll(CSS_BACKGROUND)].flatMap(([declaration]) => [...declaration.matchAll(CSS_URL)].map((match) => match[1] ?? match[2] ?? match[3] ?? ''));
}

/**
 * The background images of HTML: `background=` attributes (tables and cells of Outlook-safe emails),
 * `background` and `background-image` in style attributes and in <style> elements.
 */
function backgroundImages(page: Document, moduleId: string | null): ImageFact[] {
  const attributes = [...page.querySelectorAll('[background]')].map((element) => element.getAttribute('background') ?? '');
  // parseInertHtml renames style attributes and elements (inert-html.ts).
  const inline = [...page.querySelectorAll(`[${INERT_STYLE_ATTRIBUTE}]`)].flatMap((element) => cssBackgroundUrls(element.getAttribute(INERT_STYLE_ATTRIBUTE) ?? ''));
  const sheets = [...page.querySelectorAll(INERT_STYLE_ELEMENT)].flatMap((style) => cssBackgroundUrls(style.textContent ?? ''));
  return [...attributes, ...inline, ...sheets].filter((src) => src.trim() !== '').map((src) => ({ moduleId, src, alt: null, background: true }));
}

/** The links and images of HTML, parsed inertly (nothing in it loads or runs). */
export function htmlFacts(html: string, moduleId: string | null): ContentFacts {
  const page = parseInertHtml(html);
  return {
    links: [...page.querySelectorAll('a, area')].map((anchor) => ({ moduleId, href: anchor.getAttribute('href') ?? '', text: (anchor.textContent ?? '').trim() })),
    images: [...[...page.querySelectorAll('img')].map((image) => ({ moduleId, src: image.getAttribute('src') ?? '', alt: image.getAttribute('alt') })), ...backgroundImages(page, moduleId)],
    emptyAltIsDecorative: true,
  };
}

type ModuleFacts = Omit<ContentFacts, 'emptyAltIsDecorative'>;

function imageFacts(moduleId: string, image: ImageFields): ModuleFacts {
  if (image.src.trim() === '') return { links: [], images: [] };
  return { links: image.href.trim() ? [{ moduleId, href: image.href }] : [], images: [{ moduleId, src: image.src, alt: image.alt }] };
}

function moduleFacts(module: ContentModule): ModuleFacts {
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
  return { links: facts.flatMap((fact) => fact.links), images: facts.flatMap((fact) => fact.images), emptyAltIsDecorative: false };
}
