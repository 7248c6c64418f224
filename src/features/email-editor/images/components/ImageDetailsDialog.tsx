import { useState } from 'react';
import { useNavigate, useOutlet, useParams } from 'react-router-dom';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Modal } from '@/shared/ui/Modal';
import { TextField } from '@/shared/ui/TextField';
import { safeImageUrl } from '@/shared/url/safe-image-url';
import type { LibraryImage } from '../types';
import styles from './ImageDialogs.module.css';
import { ImageLoadState } from './ImageLoadState';
import { useLibraryImage } from './use-library-image';

/** /:id/details: an image's name, size, upload date and address (with copy), and the way to rename or delete it. */
export function ImageDetailsDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const outlet = useOutlet();
  const { image, request, retry } = useLibraryImage(id);
  const close = () => navigate('..');

  // The delete confirmation takes the screen's place while it is open.
  if (outlet) return outlet;

  return (
    <Modal
      open
      onClose={close}
      title={image?.name ?? 'Image details'}
      footer={
        image && (
          <>
            <ButtonLink to="delete" variant="danger">
              Delete
            </ButtonLink>
            <ButtonLink to={`../${id}/editor`}>Rename</ButtonLink>
            <Button variant="primary" onClick={close}>
              Done
            </Button>
          </>
        )
      }
    >
      {image ? <ImageFacts image={image} /> : <ImageLoadState request={request} onRetry={retry} />}
    </Modal>
  );
}

function ImageFacts({ image }: { image: LibraryImage }) {
  const formatTime = useAccountDateTime();
  const [copied, setCopied] = useState<string>();
  const src = safeImageUrl(image.thumbnailUrl);

  // No clipboard outside a secure context: the address can still be selected and copied by hand.
  const copy = () =>
    (navigator.clipboard?.writeText(image.originalUrl) ?? Promise.reject(new Error('No clipboard'))).then(
      () => setCopied('The address was copied.'),
      () => setCopied('The address could not be copied: select it and copy it yourself.'),
    );

  return (
    <div className={styles.details}>
      <div className={styles.preview}>{src && <img src={src} alt={`Preview of ${image.name}`} />}</div>
      <dl className={styles.facts}>
        <div>
          <dt>Size</dt>
          <dd>
            {image.width} × {image.height} pixels
          </dd>
        </div>
        <div>
          <dt>Uploaded</dt>
          <dd>{formatTime(image.created)}</dd>
        </div>
      </dl>
      <div className={styles.address}>
        <TextField label="Image URL" name="image-url" value={image.originalUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Button onClick={() => void copy()}>Copy URL</Button>
      </div>
      <p role="status" className={styles.copyStatus}>
        {copied}
      </p>
    </div>
  );
}
