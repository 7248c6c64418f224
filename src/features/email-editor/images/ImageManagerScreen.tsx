import { useLocation, useNavigate } from 'react-router-dom';
import { DeleteImageDialog } from './components/DeleteImageDialog';
import { ImagePickerDialog } from './components/ImagePickerDialog';
import { ImageSettingsDialog } from './components/ImageSettingsDialog';

interface ImageManagerScreenProps {
  sessionKey: string;
  basePath: string;
}

/**
 * The editor's image manager (spec §2): `image_manager` picks or uploads the picture of the selected
 * image module, `image_manager/edit` sets its text alternative and width, and
 * `image_manager/images/:imageId/delete` deletes an image from the library.
 */
export function ImageManagerScreen({ sessionKey, basePath }: ImageManagerScreenProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const managerPath = `${basePath}/image_manager`;
  // The screen follows from the path below the manager, however the host mounts it.
  const [screen, imageId] = pathname.slice(managerPath.length).split('/').filter(Boolean);

  if (screen === 'edit') return <ImageSettingsDialog sessionKey={sessionKey} basePath={basePath} />;
  if (screen === 'images' && imageId !== undefined) {
    return <DeleteImageDialog imageId={decodeURIComponent(imageId)} onCancel={() => navigate(managerPath)} onDeleted={() => navigate(managerPath)} />;
  }
  return <ImagePickerDialog sessionKey={sessionKey} basePath={basePath} />;
}
