import { safeImageUrl } from '@/shared/url/safe-image-url';
import type { LibraryImage } from '../types';
import styles from './ImageLibraryList.module.css';

/** An image's thumbnail and name; the name says what it is, so the picture itself is decorative. */
export function ImageThumbnail({ image }: { image: LibraryImage }) {
  const src = safeImageUrl(image.thumbnailUrl);
  return (
    <span className={styles.thumbnail}>
      <span className={styles.frame}>{src && <img src={src} alt="" loading="lazy" decoding="async" />}</span>
      <span className={styles.name}>{image.name}</span>
    </span>
  );
}
