import { clampNumber, cssColour } from '../document/css-values';
import { DEFAULT_DESIGN_SETTINGS as DESIGN, MODULE_DEFAULTS } from '../document/defaults';
import { DOCUMENT_LIMITS as LIMITS } from '../document/limits';
import { UNSUBSCRIBE_PREFERENCES_TAG, UNSUBSCRIBE_TAG } from '../document/placeholders';
import { type ContentModule, type ContentModuleOf, type ImageFields } from '../document/types';
import { isAllowedImageSource, isAllowedLink } from '../links/link-policy';
import { attributes, escapeText, tag } from './mjml-markup';
import { codeToken, type RenderContext } from './render-context';
import { alignValue, optionalColour, paddingValue, px } from './render-values';
import { sanitizeRichText } from './sanitize-rich-text';
import { socialToMjml } from './social-to-mjml';

const link = (href: string): string | null => (isAllowedLink(href) ? href.trim() : null);

export function richTextToMjml(html: string, lineHeight: number, context: RenderContext, extra: Record<string, string | null> = {}): string {
  const { design } = context;
  return tag(
    'mj-text',
    {
      color: cssColour(design.textColor, DESIGN.textColor),
      'font-size': px(design.fontSize, LIMITS.fontSize, DESIGN.fontSize),
      'line-height': px(lineHeight, LIMITS.lineHeight, MODULE_DEFAULTS.text.lineHeight),
      ...extra,
    },
    sanitizeRichText(html, cssColour(design.linkColor, DESIGN.linkColor)),
  );
}

/** An image, or nothing when it has no usable source (the canvas shows a placeholder instead). */
export function imageToMjml(image: ImageFields, extra: Record<string, string | null>): string {
  if (!isAllowedImageSource(image.src)) return '';
  return tag('mj-image', {
    src: image.src.trim(),
    alt: image.alt,
    href: link(image.href),
    width: image.width === null ? null : px(image.width, { min: 1, max: LIMITS.width.max }),
    ...extra,
  });
}

function buttonToMjml({ settings: s }: ContentModuleOf<'button'>): string {
  const defaults = MODULE_DEFAULTS.button;
  return tag(
    'mj-button',
    {
      href: link(s.href),
      align: alignValue(s.align),
      'background-color': cssColour(s.backgroundColor, defaults.backgroundColor),
      color: cssColour(s.textColor, defaults.textColor),
      border: `${px(s.borderWidth, LIMITS.borderWidth)} solid ${cssColour(s.borderColor, defaults.borderColor)}`,
      'border-radius': px(s.borderRadius, LIMITS.borderRadius),
      'font-size': px(s.fontSize, LIMITS.fontSize, defaults.fontSize),
      'font-weight': s.fontWeight === 'bold' ? 'bold' : 'normal',
      'font-family': s.fontFamily,
      height: px(s.height, LIMITS.height),
      'inner-padding': `${px(s.innerPadding.vertical, LIMITS.padding)} ${px(s.innerPadding.horizontal, LIMITS.padding)}`,
      width: s.width === null ? null : px(s.width, { min: 1, max: LIMITS.width.max }),
      'container-background-color': optionalColour(s.containerBackgroundColor),
      padding: paddingValue(s.padding),
    },
    escapeText(s.text),
  );
}

function unsubscribeToMjml({ settings: s }: ContentModuleOf<'unsubscribe'>, context: RenderContext): string {
  const linkStyle = `color: ${cssColour(context.design.linkColor, DESIGN.linkColor)}`;
  const anchor = (href: string, label: string) => `<a${attributes({ href, style: linkStyle })}>${escapeText(label)}</a>`;
  const links = [anchor(UNSUBSCRIBE_TAG, s.unsubscribeLabel), s.showPreferencesLink ? anchor(UNSUBSCRIBE_PREFERENCES_TAG, s.preferencesLabel) : null];
  const content = [
    `<p style="margin: 0">${escapeText(s.senderLine)}</p>`,
    `<p style="margin: 0">${escapeText(s.addressLine)}</p>`,
    `<p style="margin: 8px 0 0">${links.filter(Boolean).join(' - ')}</p>`,
  ].join('');
  return tag(
    'mj-text',
    {
      align: alignValue(s.align),
      color: cssColour(s.textColor, MODULE_DEFAULTS.unsubscribe.textColor),
      'font-size': px(s.fontSize, LIMITS.fontSize, MODULE_DEFAULTS.unsubscribe.fontSize),
      'line-height': '1.5',
      'container-background-color': optionalColour(s.backgroundColor),
      padding: paddingValue(s.padding),
    },
    content,
  );
}

/** MJML for a content module placed in a column. */
export function contentModuleToMjml(module: ContentModule, context: RenderContext): string {
  switch (module.type) {
    case 'text': {
      const { html, lineHeight, backgroundColor, padding } = module.settings;
      return richTextToMjml(html, lineHeight, context, { 'container-background-color': optionalColour(backgroundColor), padding: paddingValue(padding) });
    }
    case 'button':
      return buttonToMjml(module);
    case 'image': {
      const { align, backgroundColor, padding } = module.settings;
      return imageToMjml(module.settings, { align: alignValue(align), 'container-background-color': optionalColour(backgroundColor), padding: paddingValue(padding) });
    }
    case 'imageText': {
      // Inside a column there is no room for two columns: the picture sits above its text.
      const { image, html, lineHeight, backgroundColor, padding } = module.settings;
      const background = optionalColour(backgroundColor);
      const imageMjml = imageToMjml(image, { padding: paddingValue({ ...padding, bottom: 0 }), 'container-background-color': background });
      return imageMjml + richTextToMjml(html, lineHeight, context, { 'container-background-color': background, padding: paddingValue(padding) });
    }
    case 'divider': {
      const s = module.settings;
      return tag('mj-divider', {
        'border-color': cssColour(s.color, MODULE_DEFAULTS.divider.color),
        'border-width': px(s.thickness, LIMITS.borderWidth),
        'border-style': s.style,
        width: `${clampNumber(s.widthPercent, 1, 100, 100)}%`,
        align: alignValue(s.align),
        'container-background-color': optionalColour(s.backgroundColor),
        padding: paddingValue(s.padding),
      });
    }
    case 'spacer':
      return tag('mj-spacer', { height: px(module.settings.height, LIMITS.height), 'container-background-color': optionalColour(module.settings.backgroundColor) });
    case 'social':
      return socialToMjml(module.settings, context.socialIconBaseUrl);
    case 'unsubscribe':
      return unsubscribeToMjml(module, context);
    case 'code':
      context.codeBlocks.push(module.settings.html);
      return tag('mj-text', { padding: '0px' }, codeToken(context.codeBlocks.length - 1));
  }
}
