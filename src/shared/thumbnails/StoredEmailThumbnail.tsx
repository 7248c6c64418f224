import type { Action } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { EmailThumbnail } from './EmailThumbnail';

interface Props {
  /** What the email is called (a design's name): names the thumbnail. */
  name: string;
  /** The email's HTML as the host's store holds it (held-thumbnails.ts). */
  selectHtml(state: AppState): string | null | undefined;
  /** The host's own action that has its epic read the HTML, dispatched once the card comes into view without it. */
  request: Action;
  /** A picture the server made of the email, shown instead when it is a safe address. */
  imageUrl?: string | null;
  className?: string;
}

/** An EmailThumbnail whose HTML a feature's store holds and its epic reads, only for cards in view. */
export function StoredEmailThumbnail({ name, selectHtml, request, imageUrl, className }: Props) {
  const dispatch = useAppDispatch();
  const html = useAppSelector(selectHtml);
  return <EmailThumbnail html={html} name={name} imageUrl={imageUrl} className={className} onFirstView={() => dispatch(request)} />;
}
