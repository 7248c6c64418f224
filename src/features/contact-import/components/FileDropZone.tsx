import { useId, useState, type DragEvent } from 'react';
import { cx } from '@/shared/ui/cx';
import styles from './ImportWizard.module.css';

interface Props {
  onFile(file: File): void;
  disabled?: boolean;
}

/**
 * A CSV dropped on the zone or picked with its file input (the keyboard and screen reader way). The
 * file is read on this computer first: nothing is sent until the last step.
 */
export function FileDropZone({ onFile, disabled = false }: Props) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined && !disabled) onFile(file);
  };

  return (
    <div
      className={cx(styles.dropZone, dragging && styles.dragging)}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <label htmlFor={inputId}>
        <strong>Drag and drop a CSV file here</strong>, or choose one
      </label>
      <input
        key={inputKey}
        id={inputId}
        type="file"
        accept=".csv,.txt,text/csv"
        className={styles.fileInput}
        disabled={disabled}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file !== undefined) onFile(file);
          setInputKey((key) => key + 1);
        }}
      />
      <p id={`${inputId}-hint`} className={styles.hint}>
        UTF-8, comma, semicolon or tab separated, with a header row; up to 1,000,000 contacts.
      </p>
    </div>
  );
}
