import { defer, type Observable } from 'rxjs';
import { map } from 'rxjs/operators';

/** Loads an image into the browser's cache, so it shows at once when it is put on screen. */
export interface ImagePreloader {
  /** Emits once and completes when the image is loaded and decoded; fails if it cannot be loaded. */
  load(url: string): Observable<void>;
}

export function createBrowserImagePreloader(): ImagePreloader {
  return {
    load: (url) =>
      defer(() => {
        const image = new Image();
        image.src = url;
        return image.decode();
      }).pipe(map(() => undefined)),
  };
}
