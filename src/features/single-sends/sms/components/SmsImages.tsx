import { safeImageUrl } from '@/shared/url/safe-image-url';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { formatNumber } from '@/shared/format/display-format';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { FieldError } from '@/shared/ui/FieldError';
import { dataUrlBytes } from '../message-size';
import styles from './SmsEditor.module.css';

const MEGABYTE = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MEGABYTE).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

export const SMS_IMAGES_TOO_LARGE = 'The images of an SMS can be at most 5 MB in all.';

/** The known bytes of the images (uploads; the server checks the rest). */
export const imagesBytes = (urls: readonly string[]) => urls.reduce((total, url) => total + dataUrlBytes(url), 0);

interface Props {
  urls: readonly string[];
  basePath: string;
  error?: string;
}

/** The message's images (at most 10, 5 MB in all): added from image_manager, arranged and removed in image_manager/edit. */
export function SmsImages({ urls, basePath, error }: Props) {
  const { images, imagesTotalBytes } = SINGLE_SEND_LIMITS.sms;
  return (
    <section className={styles.section} aria-labelledby="sms-images-heading">
      <h2 id="sms-images-heading">Images</h2>
      <p className={styles.counts}>
        {formatNumber(urls.length)} of {images} images · {megabytes(imagesBytes(urls))} of {megabytes(imagesTotalBytes)}
      </p>
      {urls.length > 0 && (
        <ul className={styles.images} aria-label="Images in the message">
          {urls.map((url, index) => (
            <li key={url} className={styles.image}>
              <img src={safeImageUrl(url)} alt={`Attachment ${index + 1} of the message`} />
            </li>
          ))}
        </ul>
      )}
      {error && <FieldError id="sms-images-error">{error}</FieldError>}
      <div className={styles.row}>
        <ButtonLink to={`${basePath}/image_manager`} aria-describedby={error ? 'sms-images-error' : undefined}>
          Add images
        </ButtonLink>
        {urls.length > 0 && <ButtonLink to={`${basePath}/image_manager/edit`} variant="tertiary">Edit images</ButtonLink>}
      </div>
    </section>
  );
}
