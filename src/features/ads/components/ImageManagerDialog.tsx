import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { imageProblems } from '../image-rules';
import { readImageSize } from '../image-size';
import { AD_IMAGE_RULES } from '../limits';
import { adsPaths } from '../paths';
import { selectAdImages, selectAdsRequest } from '../selectors';
import { adImagesRequested, adImageUploadRequested, adsRequestReset } from '../slice';
import { PARTNER_NAMES, type AdImageDto } from '../types';
import type { ImageManagerContext } from './CampaignEditorPage';
import styles from './Ads.module.css';

const ACCEPTED = 'image/gif,image/jpeg,image/png';

/**
 * /ads/campaigns/:id/editor/image_manager: choose an image of the library or upload one. Every partner's
 * ratio and width rule is checked in the browser first: an image that does not fit is never uploaded.
 */
export function ImageManagerDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { partners, onChoose } = useOutletContext<ImageManagerContext>();
  const images = useAppSelector(selectAdImages);
  const listRequest = useAppSelector((state) => selectAdsRequest(state, 'images'));
  const upload = useAppSelector((state) => selectAdsRequest(state, 'upload'));
  const [problem, setProblem] = useState<{ name: string; reasons: string[] }>();
  const inputId = useId();
  const close = () => navigate(adsPaths.editor(id));

  useEffect(() => {
    dispatch(adImagesRequested());
    return () => void dispatch(adsRequestReset('upload'));
  }, [dispatch]);

  function choose(image: AdImageDto, name: string) {
    const reasons = imageProblems(partners, image);
    if (reasons.length > 0) {
      setProblem({ name, reasons });
      return;
    }
    onChoose({ id: image.id, url: image.url, width: image.width, height: image.height });
    close();
  }

  useRequestOutcome(upload, {
    onComplete: () => {
      const uploaded = images[0];
      if (uploaded) choose(uploaded, uploaded.name);
    },
  });

  async function uploadChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    const size = await readImageSize(file);
    if (size === undefined) {
      setProblem({ name: file.name, reasons: ['It is not a GIF, JPEG or PNG image.'] });
      return;
    }
    const reasons = imageProblems(partners, size);
    if (reasons.length > 0) setProblem({ name: file.name, reasons });
    else dispatch(adImageUploadRequested(file));
  }

  return (
    <Modal open size="lg" title="Image manager" onClose={close}>
      <div className={styles.stack}>
        <ul className={styles.problems}>
          {partners.map((partner) => (
            <li key={partner}>
              {`${PARTNER_NAMES[partner]}: width-to-height ratio ${AD_IMAGE_RULES[partner].ratioText}, at least ${AD_IMAGE_RULES[partner].minWidth} px wide.`}
            </li>
          ))}
        </ul>
        <div role="alert">
          {problem && (
            <InlineAlert tone="danger" title={`${problem.name} cannot be used`}>
              <ul className={styles.problems}>
                {problem.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </InlineAlert>
          )}
        </div>
        <div>
          <label htmlFor={inputId}>Upload an image</label>{' '}
          <input id={inputId} type="file" accept={ACCEPTED} onChange={(event) => void uploadChosen(event)} disabled={upload.status === 'InFlight'} />
          {upload.status === 'InFlight' && <p role="status">Uploading…</p>}
          {upload.status === 'Error' && <p role="alert">{`The upload failed. ${upload.error.message}`}</p>}
        </div>
        <h3>Your images</h3>
        {listRequest.status === 'InFlight' && images.length === 0 && <p role="status">Loading your images…</p>}
        {listRequest.status === 'Complete' && images.length === 0 && <p>No images yet: upload one.</p>}
        <ul className={styles.images}>
          {images.map((image) => (
            <li key={image.id}>
              <button type="button" onClick={() => choose(image, image.name)} aria-label={`Use ${image.name}, ${image.width} × ${image.height} px`}>
                <img src={image.thumbnail} alt="" loading="lazy" />
                <span>{image.name}</span>
                <span className={styles.muted}>{`${image.width} × ${image.height} px`}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
