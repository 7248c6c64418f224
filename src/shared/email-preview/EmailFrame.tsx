import type { IframeHTMLAttributes } from 'react';
import { usePreviewImages } from './use-preview-images';

type Props = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'sandbox' | 'srcDoc' | 'src'> & {
  /** The frame's accessible name. */
  title: string;
  /** The whole document the frame shows. */
  html: string;
};

/**
 * An email (or any untrusted HTML) in a frame with an empty sandbox: no scripts, an opaque origin, no forms,
 * popups or navigation. Pictures on the app's own origin show too, as `data:` URLs (own-origin-images.ts).
 */
export function EmailFrame({ html, title, ...rest }: Props) {
  return <iframe title={title} {...rest} sandbox="" srcDoc={usePreviewImages(html)} />;
}
