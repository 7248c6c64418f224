import { useId, useState, type DragEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { buttonClassName } from '@/shared/ui/Button';
import { cx } from '@/shared/ui/cx';
import { Icon } from '@/shared/ui/Icon';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { selectImageUploads, selectRefusedImageFiles } from '../images-selectors';
import { imageFileChosen, refusedImageFilesCleared } from '../images-slice';
import { IMAGE_LIMITS, UPLOAD_TRANSFER_PERCENT } from '../limits';
import styles from './ImageUploader.module.css';

const ACCEPT = [...IMAGE_LIMITS.extensions.map((extension) => `.${extension}`), ...IMAGE_LIMITS.types].join(',');

const progressText = (percent: number) => {
  if (percent >= 100) return 'Uploaded: 100 %';
  return percent >= UPLOAD_TRANSFER_PERCENT ? `Processing: ${percent} %` : `Uploading: ${percent} %`;
};

/**
 * Upload images: the file picker (a native file input, reached and opened by keyboard like any
 * control) and a drop zone around it; each file is checked before anything is sent, refused files
 * say why next to the picker, accepted ones show their progress until they succeed or fail.
 */
export function ImageUploader() {
  const dispatch = useAppDispatch();
  const uploads = useAppSelector(selectImageUploads);
  const refused = useAppSelector(selectRefusedImageFiles);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const refusedId = useId();

  const choose = (files: FileList | null) => {
    if (files === null || files.length === 0) return;
    dispatch(refusedImageFilesCleared());
    Array.from(files).forEach((file) => dispatch(imageFileChosen(file)));
  };

  const over = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  return (
    <section className={cx(styles.dropZone, dragging && styles.dragging)} aria-label="Image upload" onDragOver={over} onDragLeave={() => setDragging(false)} onDrop={drop}>
      <div className={styles.picker}>
        <label className={buttonClassName('primary', 'md', styles.pick)}>
          <Icon name="plus" />
          Upload images
          <input
            type="file"
            multiple
            accept={ACCEPT}
            className={styles.input}
            aria-describedby={refused.length > 0 ? `${hintId} ${refusedId}` : hintId}
            aria-invalid={refused.length > 0 || undefined}
            onChange={(event) => {
              choose(event.currentTarget.files);
              // Choosing the same file again must still count as a choice.
              event.currentTarget.value = '';
            }}
          />
        </label>
        <p id={hintId} className={styles.hint}>
          or drop them here: GIF, JPEG or PNG, up to 4 MB each.
        </p>
      </div>
      {refused.length > 0 && (
        <div id={refusedId} role="alert" className={styles.refused}>
          <p className={styles.refusedTitle}>{refused.length === 1 ? 'This file was not uploaded:' : 'These files were not uploaded:'}</p>
          <ul>
            {refused.map((file) => (
              <li key={file.id}>{file.message}</li>
            ))}
          </ul>
        </div>
      )}
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label="Uploads in progress">
          {uploads.map((upload) => (
            <li key={upload.id}>
              <ProgressBar label={upload.fileName} value={upload.percent} max={100} valueText={progressText(upload.percent)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
