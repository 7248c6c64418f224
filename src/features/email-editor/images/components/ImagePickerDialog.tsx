import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { selectEditorContent, selectSelectedModule } from '../../selectors';
import { contentEdited } from '../../slice';
import { imageFieldsOf, isImageModule, placedImageFields, withImageFields } from '../image-module';
import type { LibraryImage } from '../types';
import { ImageLibraryList } from './ImageLibraryList';
import listStyles from './ImageLibraryList.module.css';
import styles from './ImageManager.module.css';
import { ImageThumbnail } from './ImageThumbnail';
import { ImageUploader } from './ImageUploader';

interface Props {
  sessionKey: string;
  basePath: string;
}

/** `image_manager`: the library, to upload to and to pick the selected image module's picture from. */
export function ImagePickerDialog({ sessionKey, basePath }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const content = useAppSelector((state) => selectEditorContent(state, sessionKey));
  const selected = useAppSelector((state) => selectSelectedModule(state, sessionKey));
  const module = isImageModule(selected) ? selected : undefined;
  const currentSrc = module ? imageFieldsOf(module).src : undefined;
  const close = () => navigate(basePath);

  const place = (image: LibraryImage) => {
    if (!module || !content?.document) return;
    const document = withImageFields(content.document, module, placedImageFields(image, content.document.settings.width));
    dispatch(contentEdited({ key: sessionKey, content: { ...content, document } }));
    navigate(`${basePath}/image_manager/edit`);
  };

  return (
    <Modal open onClose={close} title="Image manager" size="lg" footer={<Button onClick={close}>Close</Button>}>
      <div className={styles.manager}>
        {module ? (
          <p className={styles.intro}>Choose the picture for the selected {module.type === 'image' ? 'image' : 'image and text'} module, or upload a new one.</p>
        ) : (
          <InlineAlert tone="info">Select an image module in your design to place a picture in it. You can upload and delete images here either way.</InlineAlert>
        )}
        <ImageUploader />
        <ImageLibraryList
          label="Your images"
          renderItem={(image) => {
            const inUse = image.originalUrl === currentSrc;
            return (
              <>
                <ImageThumbnail image={image} />
                {inUse && <Badge tone="info">In this module</Badge>}
                <div className={listStyles.actions}>
                  {module && (
                    <Button size="sm" variant={inUse ? 'secondary' : 'primary'} aria-label={`Use ${image.name}`} onClick={() => place(image)}>
                      Use
                    </Button>
                  )}
                  <ButtonLink size="sm" variant="tertiary" aria-label={`Delete ${image.name}`} to={`${basePath}/image_manager/images/${encodeURIComponent(image.id)}/delete`}>
                    Delete
                  </ButtonLink>
                </div>
              </>
            );
          }}
          emptyState={
            <EmptyState title="No images yet">
              <p>Upload GIF, JPEG or PNG images of up to 4 MB to place them in your designs.</p>
            </EmptyState>
          }
        />
      </div>
    </Modal>
  );
}
