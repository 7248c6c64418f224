import { Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { selectImageRenameRequest } from '../images-selectors';
import { imageRenameRequested, imageRenameReset } from '../images-slice';
import { IMAGE_LIMITS } from '../limits';
import { messages } from '../messages';
import { imageNameSchema, type ImageNameValues } from '../schema';
import styles from './ImageDialogs.module.css';
import { ImageLoadState } from './ImageLoadState';
import { useLibraryImage } from './use-library-image';

const SERVER_FIELDS: Record<string, keyof ImageNameValues> = { name: 'name' };

/** /:id/editor: the image editor, which renames the image (the picture itself is edited before upload). */
export function ImageEditorDialog() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { image, request: fetchRequest, retry } = useLibraryImage(id);
  const request = useAppSelector(selectImageRenameRequest);
  const nameRef = useRef<HTMLInputElement>(null);
  const toDetails = () => navigate(`../${id}/details`);
  const form = useRequestForm(request, {
    serverFields: SERVER_FIELDS,
    onSubmit: (values: ImageNameValues) => dispatch(imageRenameRequested({ id, name: imageNameSchema.cast(values).name })),
    onSaved: toDetails,
    // The native modal dialog makes the alert stack behind it inert, so a failure is shown here too.
    formErrorFor: (error, shownByFields) => (error.status === 400 && shownByFields ? undefined : messages.renameFailed(error)),
  });
  const close = () => {
    if (!form.submitting) toDetails();
  };

  useEffect(() => () => void dispatch(imageRenameReset()), [dispatch]);

  return (
    <Modal open onClose={close} title="Edit image" initialFocusRef={nameRef}>
      {image ? (
        <Formik<ImageNameValues> initialValues={{ name: image.name }} validationSchema={imageNameSchema} validateOnBlur={false} onSubmit={form.onSubmit}>
          <RequestForm className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved}>
            <FormikTextField ref={nameRef} name="name" label="Image name" required maxLength={IMAGE_LIMITS.name} showCount autoComplete="off" />
            <div className={styles.formActions}>
              <Button onClick={close} disabled={form.submitting}>
                Cancel
              </Button>
              <Button type="submit" variant="primary" loading={form.submitting}>
                Save
              </Button>
            </div>
          </RequestForm>
        </Formik>
      ) : (
        <ImageLoadState request={fetchRequest} onRetry={retry} />
      )}
    </Modal>
  );
}
