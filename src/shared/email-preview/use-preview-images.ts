import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ownOriginImageUrls, withImageSources } from './own-origin-images';
import { previewImagesWanted, selectPreviewImages } from './preview-images-slice';

/**
 * The document to put in a sandboxed preview frame: `html` with the pictures on the app's own origin
 * as `data:` URLs once the app has read them (own-origin-images.ts says why); until then, and for
 * every other picture, the HTML as it is.
 */
export function usePreviewImages(html: string): string {
  const origin = window.location.origin;
  const urls = useMemo(() => ownOriginImageUrls(html, origin), [html, origin]);
  const images = useAppSelector(selectPreviewImages);
  const dispatch = useAppDispatch();
  const missing = urls.filter((url) => images[url] === undefined);
  const missingKey = missing.join('\n');
  useEffect(() => {
    if (missingKey !== '') dispatch(previewImagesWanted(missingKey.split('\n')));
  }, [dispatch, missingKey]);
  return useMemo(() => {
    const sources: Record<string, string> = {};
    for (const url of urls) {
      const image = images[url];
      if (typeof image === 'object') sources[url] = image.dataUrl;
    }
    return urls.length === 0 ? html : withImageSources(html, origin, sources);
  }, [html, origin, urls, images]);
}
