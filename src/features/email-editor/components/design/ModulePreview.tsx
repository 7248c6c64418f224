import { memo, useMemo } from 'react';
import { cssColour } from '../../document/css-values';
import { MODULE_DEFAULTS } from '../../document/defaults';
import { SOCIAL_NETWORKS } from '../../document/social-networks';
import type { ContentModule, ContentModuleOf, DesignSettings, ImageFields } from '../../document/types';
import { isAllowedImageSource } from '../../links/link-policy';
import { htmlToText } from '../../render/html-to-text';
import { sanitizeRichText } from '../../render/sanitize-rich-text';
import styles from './ModulePreview.module.css';
import { background, paddingStyle, textAlign } from './preview-style';

/*
 * The canvas shows each module as a quick React rendering of its settings, not the email's MJML HTML
 * (that renders off the main thread for the preview and the save): close enough to design with, fast
 * enough to re-render one module per keystroke. Rich text is always sanitised before it is shown.
 */

/** Sanitised rich text; links are styled, and inert like everything on the canvas. */
export function RichTextView({ html, lineHeight, design }: { html: string; lineHeight: number; design: DesignSettings }) {
  const linkColour = cssColour(design.linkColor, '#1188E6');
  const safe = useMemo(() => sanitizeRichText(html, linkColour), [html, linkColour]);
  return <div className={styles.richText} style={{ lineHeight: `${lineHeight}px` }} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/** A module's picture, or a placeholder while it has no usable address. */
export function Picture({ image, fill }: { image: ImageFields; fill?: boolean }) {
  if (!isAllowedImageSource(image.src)) {
    return <div className={styles.imagePlaceholder}>{image.src.trim() ? 'This picture’s address cannot be shown' : 'No picture chosen yet'}</div>;
  }
  return <img className={styles.image} src={image.src.trim()} alt={image.alt} style={{ width: image.width === null || fill ? '100%' : `${image.width}px` }} />;
}

function ButtonPreview({ settings: s }: ContentModuleOf<'button'>) {
  const defaults = MODULE_DEFAULTS.button;
  return (
    <div style={{ textAlign: textAlign(s.align), padding: paddingStyle(s.padding), background: background(s.containerBackgroundColor) }}>
      <span
        className={styles.button}
        style={{
          background: cssColour(s.backgroundColor, defaults.backgroundColor),
          color: cssColour(s.textColor, defaults.textColor),
          border: `${s.borderWidth}px solid ${cssColour(s.borderColor, defaults.borderColor)}`,
          borderRadius: `${s.borderRadius}px`,
          fontSize: `${s.fontSize}px`,
          fontWeight: s.fontWeight,
          fontFamily: s.fontFamily ?? undefined,
          minHeight: `${s.height}px`,
          padding: `${s.innerPadding.vertical}px ${s.innerPadding.horizontal}px`,
          width: s.width === null ? undefined : `${s.width}px`,
        }}
      >
        {s.text}
      </span>
    </div>
  );
}

function SocialPreview({ settings: s }: ContentModuleOf<'social'>) {
  const linked = SOCIAL_NETWORKS.filter((network) => s[network.urlField].trim() !== '');
  return (
    <div style={{ textAlign: textAlign(s.align), padding: paddingStyle(s.padding), background: background(s.backgroundColor) }}>
      {linked.length === 0 && <span className={styles.hint}>Add your social links in the module’s settings</span>}
      {linked.map((network) => (
        <span key={network.key} className={styles.social} style={{ background: network.colour, minHeight: `${s.iconSize}px` }}>
          {network.label}
        </span>
      ))}
    </div>
  );
}

function UnsubscribePreview({ settings: s, design }: ContentModuleOf<'unsubscribe'> & { design: DesignSettings }) {
  const link = { color: cssColour(design.linkColor, '#1188E6') };
  return (
    <div
      className={styles.unsubscribe}
      style={{ textAlign: textAlign(s.align), padding: paddingStyle(s.padding), background: background(s.backgroundColor), color: cssColour(s.textColor, MODULE_DEFAULTS.unsubscribe.textColor), fontSize: `${s.fontSize}px` }}
    >
      <p>{s.senderLine}</p>
      <p>{s.addressLine}</p>
      <p className={styles.unsubscribeLinks}>
        <span className={styles.link} style={link}>
          {s.unsubscribeLabel}
        </span>
        {s.showPreferencesLink && (
          <>
            {' - '}
            <span className={styles.link} style={link}>
              {s.preferencesLabel}
            </span>
          </>
        )}
      </p>
    </div>
  );
}

function CodePreview({ html }: { html: string }) {
  const excerpt = useMemo(() => htmlToText(html).slice(0, 200), [html]);
  return (
    <div className={styles.code}>
      <span className={styles.codeLabel}>Your own HTML</span>
      {excerpt && <span className={styles.codeText}>{excerpt}</span>}
    </div>
  );
}

function ContentPreview({ module, design }: { module: ContentModule; design: DesignSettings }) {
  switch (module.type) {
    case 'text': {
      const s = module.settings;
      return (
        <div style={{ padding: paddingStyle(s.padding), background: background(s.backgroundColor) }}>
          <RichTextView html={s.html} lineHeight={s.lineHeight} design={design} />
        </div>
      );
    }
    case 'image': {
      const s = module.settings;
      return (
        <div style={{ textAlign: textAlign(s.align), padding: paddingStyle(s.padding), background: background(s.backgroundColor) }}>
          <Picture image={s} />
        </div>
      );
    }
    case 'imageText': {
      const s = module.settings;
      return (
        <div className={s.imagePosition === 'right' ? styles.imageTextReversed : styles.imageText} style={{ padding: paddingStyle(s.padding), background: background(s.backgroundColor) }}>
          <div className={styles.imageTextPicture}>
            <Picture image={s.image} fill />
          </div>
          <RichTextView html={s.html} lineHeight={s.lineHeight} design={design} />
        </div>
      );
    }
    case 'button':
      return <ButtonPreview {...module} />;
    case 'divider': {
      const s = module.settings;
      const margin = s.align === 'left' ? '0 auto 0 0' : s.align === 'right' ? '0 0 0 auto' : '0 auto';
      return (
        <div style={{ padding: paddingStyle(s.padding), background: background(s.backgroundColor) }}>
          <div style={{ borderTop: `${s.thickness}px ${s.style} ${cssColour(s.color, MODULE_DEFAULTS.divider.color)}`, width: `${s.widthPercent}%`, margin }} />
        </div>
      );
    }
    case 'spacer':
      return <div style={{ height: `${module.settings.height}px`, background: background(module.settings.backgroundColor) }} />;
    case 'social':
      return <SocialPreview {...module} />;
    case 'unsubscribe':
      return <UnsubscribePreview {...module} design={design} />;
    case 'code':
      return <CodePreview html={module.settings.html} />;
  }
}

/** One content module as it looks in the email; inert: nothing in it can be clicked, focused or followed. */
export const ModulePreview = memo(function ModulePreview({ module, design }: { module: ContentModule; design: DesignSettings }) {
  return (
    <div className={styles.preview} inert>
      <ContentPreview module={module} design={design} />
    </div>
  );
});
