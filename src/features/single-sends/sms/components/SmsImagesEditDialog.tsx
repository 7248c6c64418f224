import { safeImageUrl } from '@/shared/url/safe-image-url';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { selectSmsEditor } from '../sms-selectors';
import { smsDraftEdited } from '../sms-slice';
import styles from './SmsEditor.module.css';

const moved = (urls: readonly string[], from: number, to: number) => {
  const next = [...urls];
  const [url] = next.splice(from, 1);
  next.splice(to, 0, url!);
  return next;
};

/** image_manager/edit: the message's images in their order, each moved or removed. */
export function SmsImagesEditDialog({ onClose }: { onClose(): void }) {
  const dispatch = useAppDispatch();
  const urls = useAppSelector(selectSmsEditor).draft?.mediaUrls ?? [];
  const change = (mediaUrls: string[]) => dispatch(smsDraftEdited({ mediaUrls }));
  return (
    <Modal open title="Edit images" onClose={onClose} footer={<Button onClick={onClose}>Done</Button>}>
      {urls.length === 0 ? (
        <p>The message has no images.</p>
      ) : (
        <ol className={styles.images} aria-label="Images in the message">
          {urls.map((url, index) => {
            const name = `image ${index + 1}`;
            return (
              <li key={url} className={styles.image}>
                <img src={safeImageUrl(url)} alt={`Attachment ${index + 1} of the message`} />
                <div className={styles.row}>
                  <Button size="sm" variant="tertiary" disabled={index === 0} aria-label={`Move ${name} earlier`} onClick={() => change(moved(urls, index, index - 1))}>
                    Earlier
                  </Button>
                  <Button size="sm" variant="tertiary" disabled={index === urls.length - 1} aria-label={`Move ${name} later`} onClick={() => change(moved(urls, index, index + 1))}>
                    Later
                  </Button>
                  <Button size="sm" variant="danger" aria-label={`Remove ${name}`} onClick={() => change(urls.filter((candidate) => candidate !== url))}>
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Modal>
  );
}
