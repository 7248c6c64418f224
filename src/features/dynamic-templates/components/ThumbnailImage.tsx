import styles from './DynamicTemplates.module.css';

/** Thumbnails come from the API: only https (or scheme-relative) images are shown. */
const isImageUrl = (url: string | null): url is string => url !== null && /^(https:)?\/\/[^/]/i.test(url);

/** A version's thumbnail, or a sketch of one when it has none. */
export function ThumbnailImage({ url }: { url: string | null }) {
  return (
    <div className={styles.thumbnail}>
      {isImageUrl(url) ? (
        <img src={url} alt="" loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
    </div>
  );
}
