import { useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { useAppSelector } from '@/shared/store/hooks';
import { selectImageById, selectImageDeleteRequest } from '../images-selectors';
import { imageDeleteRequested, imageDeleteReset } from '../images-slice';
import type { LibraryImage } from '../types';

interface DeleteImageDialogProps {
  imageId: string;
  /** Where Cancel goes. */
  onCancel(): void;
  /** Where a deleted image's screen goes. */
  onDeleted(): void;
}

/** The confirmation of an image's delete. */
export function DeleteImageDialog({ imageId, onCancel, onDeleted }: DeleteImageDialogProps) {
  const image = useAppSelector((state) => selectImageById(state, imageId));
  const request = useAppSelector((state) => selectImageDeleteRequest(state, imageId));
  return (
    <DeleteDialog<LibraryImage>
      id={imageId}
      item={image}
      request={request}
      deleteRequested={imageDeleteRequested}
      deleteReset={imageDeleteReset}
      title={(shown) => `Delete ${shown.name}?`}
      onClose={onCancel}
      onDeleted={onDeleted}
    >
      {() => <p>The image leaves your library. Designs that show it may no longer display it.</p>}
    </DeleteDialog>
  );
}

/** /:id/details/delete in the image library: back to the details on Cancel, to the library once deleted. */
export function DeleteLibraryImageDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return <DeleteImageDialog imageId={id} onCancel={() => navigate('..')} onDeleted={() => navigate('../..')} />;
}
