import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Modal } from '@/shared/ui/Modal';
import { safeImageUrl } from '@/shared/url/safe-image-url';
import { selectEditorContent, selectSelectedModule } from '../../selectors';
import { contentEdited } from '../../slice';
import { imageFieldsOf, isImageModule, withImageFields } from '../image-module';
import { IMAGE_ALT_MAX, imagePlacementSchema, type ImagePlacementValues } from '../schema';
import styles from './ImageManager.module.css';

interface Props {
  sessionKey: string;
  basePath: string;
}

/** `image_manager/edit`: the selected module's picture, its text alternative and its width. */
export function ImageSettingsDialog({ sessionKey, basePath }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const content = useAppSelector((state) => selectEditorContent(state, sessionKey));
  const selected = useAppSelector((state) => selectSelectedModule(state, sessionKey));
  const altRef = useRef<HTMLInputElement>(null);
  const close = () => navigate(basePath);
  const document = content?.document;

  if (!isImageModule(selected) || !content || !document) {
    return (
      <Modal open onClose={close} title="Image settings" footer={<Button onClick={close}>Close</Button>}>
        <p>Select an image module in your design first, then choose its picture in the image manager.</p>
      </Modal>
    );
  }

  const fields = imageFieldsOf(selected);
  const src = safeImageUrl(fields.src);
  const contentWidth = document.settings.width;

  const apply = (values: ImagePlacementValues) => {
    const patch = { alt: values.alt.trim(), width: values.width === '' ? null : Number(values.width) };
    dispatch(contentEdited({ key: sessionKey, content: { ...content, document: withImageFields(document, selected, patch) } }));
    close();
  };

  return (
    <Modal open onClose={close} title="Image settings" size="lg" initialFocusRef={altRef}>
      <Formik<ImagePlacementValues>
        initialValues={{ alt: fields.alt, width: fields.width === null ? '' : String(fields.width) }}
        validationSchema={imagePlacementSchema(contentWidth)}
        validateOnBlur={false}
        onSubmit={apply}
      >
        <Form noValidate>
          <div className={styles.settings}>
            <div className={styles.preview}>{src ? <img src={src} alt={fields.alt.trim() || 'Preview of the chosen file'} /> : <p>No picture chosen yet.</p>}</div>
            <div className={styles.fields}>
              <FormikTextField
                ref={altRef}
                name="alt"
                label="Alternative text"
                maxLength={IMAGE_ALT_MAX}
                hint="What the picture shows, for readers who cannot see it and inboxes that block images. Leave it empty only for a decorative picture."
              />
              <FormikTextField
                name="width"
                label="Width in pixels"
                inputMode="numeric"
                autoComplete="off"
                hint={`Leave it empty to fill the column; at most ${contentWidth}.`}
              />
            </div>
          </div>
          <div className={styles.formActions}>
            <ButtonLink to={`${basePath}/image_manager`}>Choose another image</ButtonLink>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="primary">
              Apply
            </Button>
          </div>
        </Form>
      </Formik>
    </Modal>
  );
}
