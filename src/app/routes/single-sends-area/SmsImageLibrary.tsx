import { ImageLibraryList } from '@/features/email-editor/images/components/ImageLibraryList';
import listStyles from '@/features/email-editor/images/components/ImageLibraryList.module.css';
import { ImageThumbnail } from '@/features/email-editor/images/components/ImageThumbnail';
import { ImageUploader } from '@/features/email-editor/images/components/ImageUploader';
import type { SmsImageLibraryProps } from '@/features/single-sends/sms/sms-composition';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';

/** The SMS editor's image_manager: the email editor's image library (upload, list), each image added to the message. */
export function SmsImageLibrary({ chosen, canAdd, onAdd, onClose }: SmsImageLibraryProps) {
  return (
    <Modal open onClose={onClose} title="Image manager" size="lg" footer={<Button onClick={onClose}>Close</Button>}>
      {!canAdd && <InlineAlert tone="info">The message has {SINGLE_SEND_LIMITS.sms.images} images, the most an SMS can carry.</InlineAlert>}
      <ImageUploader />
      <ImageLibraryList
        label="Your images"
        renderItem={(image) => {
          const added = chosen.includes(image.originalUrl);
          return (
            <>
              <ImageThumbnail image={image} />
              {added && <Badge tone="info">In the message</Badge>}
              <div className={listStyles.actions}>
                <Button size="sm" variant="primary" disabled={added || !canAdd} aria-label={`Add ${image.name}`} onClick={() => onAdd(image.originalUrl)}>
                  Add
                </Button>
              </div>
            </>
          );
        }}
        emptyState={
          <EmptyState title="No images yet">
            <p>Upload GIF, JPEG or PNG images to add them to the message: up to {SINGLE_SEND_LIMITS.sms.images}, 5 MB in all.</p>
          </EmptyState>
        }
      />
    </Modal>
  );
}
