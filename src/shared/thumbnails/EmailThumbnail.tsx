import { useEffect, useRef } from 'react';
import { EmailFrame } from '@/shared/email-preview/EmailFrame';
import { cx } from '@/shared/ui/cx';
import { safeImageUrl } from '@/shared/url/safe-image-url';
import styles from './EmailThumbnail.module.css';
import { thumbnailDocument } from './thumbnail-document';
import { useFirstView } from './use-first-view';
import { useFrameScale } from './use-frame-scale';

/** The width emails are designed for: the frame lays the email out at it, then shrinks to the card. */
const EMAIL_WIDTH = 600;

interface Props {
  /** The email's HTML: undefined while it is not known yet, null or empty when there is none. */
  html: string | null | undefined;
  /** What the email is called (a design's name): the frame's title. */
  name: string;
  /** A picture the server made of the email (thumbnail_url): shown instead, when it is a safe address. */
  imageUrl?: string | null;
  /** Called once the thumbnail first comes into view while its HTML is not known: ask for it then. */
  onFirstView?: () => void;
  className?: string;
}

/**
 * A real picture of an email, for cards and choosers: designs, template versions, single sends.
 *
 * Decision: the email's own HTML in a sandboxed iframe, laid out at 600 px and scaled down with a CSS
 * transform, rather than a rendered image.
 * - Hostile HTML: the shared EmailFrame's `sandbox=""` (no allow-scripts, no allow-same-origin) runs none of the email's scripts and
 *   gives it an opaque origin; the srcdoc carries the preview's own content security policy (images and
 *   inline styles only) as a second wall, and the app's policy, which a srcdoc inherits, as a third.
 *   Turning HTML into an image in the page (an SVG foreignObject drawn on a canvas, html-to-image's way)
 *   would instead put the email's DOM in the app's own document, and a canvas with the email's https
 *   images is tainted: no image comes out of it.
 * - Off the main thread: the layout and paint of the email are the browser's, in the frame's document;
 *   Chromium puts sandboxed opaque-origin frames in a renderer process of their own
 *   (IsolateSandboxedIframes), so the app's main thread does none of it. What is left on it is preparing
 *   the srcdoc: a regular expression and a concatenation, measured at well under a millisecond for a
 *   100 KB email, so a Web Worker (and a message round trip per card) would cost more than it saves.
 * - Lazy: the frame is created only once the card comes within 200 px of the viewport
 *   (IntersectionObserver), and `onFirstView` lets the host fetch the HTML only then; a page of 24+
 *   cards loads and lays out only the few in view.
 * - Cached: the srcdoc is memoised by the HTML (thumbnail-document.ts), and hosts keep the fetched HTML in
 *   their store by the email's revision, so the same email is neither fetched nor prepared twice.
 * - Accessibility: the frame is titled after the email and `inert` (nothing in it focusable or clickable,
 *   so a page of cards is not a page of tab stops); with no HTML, "No preview" is said.
 */
export function EmailThumbnail({ html, name, imageUrl, onFirstView, className }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useFirstView(box);
  const scale = useFrameScale(box, EMAIL_WIDTH);
  const image = safeImageUrl(imageUrl);
  const wanted = inView && image === undefined && html === undefined;

  useEffect(() => {
    if (wanted) onFirstView?.();
    // Asked once per appearance: a host re-rendering with a new callback must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  return (
    <div ref={box} className={cx(styles.thumbnail, className)}>
      {image !== undefined ? (
        <img className={styles.image} src={image} alt="" loading="lazy" referrerPolicy="no-referrer" />
      ) : html === undefined ? (
        <span className={styles.loading} aria-hidden="true" />
      ) : html === null || html.trim() === '' ? (
        <p className={styles.empty}>No preview</p>
      ) : (
        inView && (
          <EmailFrame
            className={styles.frame}
            title={`Thumbnail of ${name}`}
            inert
            html={thumbnailDocument(html)}
            style={{ width: EMAIL_WIDTH, transform: `scale(${scale})` }}
          />
        )
      )}
    </div>
  );
}
