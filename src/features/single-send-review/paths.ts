import type { SingleSendChannel } from '@/shared/sending/single-send';

/** The paths around a review, from the review route's own (at the area's root or its /legacy twin). */
export interface ReviewPaths {
  /** `/single-sends` or `/legacy/single-sends` */
  area: string;
  review: string;
  editor: string;
  stats: string;
}

/** `reviewPath` is `<area>/<id>/review`; the SMS editor sits at `<area>/sms/<id>/editor` (spec §2). */
export function reviewPaths(reviewPath: string, id: string, channel: SingleSendChannel): ReviewPaths {
  const area = reviewPath.slice(0, reviewPath.length - `/${id}/review`.length);
  const encoded = encodeURIComponent(id);
  return {
    area,
    review: reviewPath,
    editor: channel === 'sms' ? `${area}/sms/${encoded}/editor` : `${area}/${encoded}/editor`,
    stats: `${area}/${encoded}/stats`,
  };
}

/** The review route's own path in a pathname that may go on into a sub-screen (`…/review/send`). */
export function reviewPathOf(pathname: string): string {
  const at = pathname.indexOf('/review');
  return at === -1 ? pathname : pathname.slice(0, at + '/review'.length);
}
