import { useId, useState, type ChangeEvent } from 'react';
import { readHtmlFile } from './read-html-file';
import styles from './CodeEditor.module.css';

interface Props {
  /** The file's HTML, read and checked. */
  onImport(html: string, fileName: string): void;
}

/** "Import an HTML file": a file chosen is read here and checked; what is refused says why next to the input. */
export function ImportHtmlFile({ onImport }: Props) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // A new key empties the input after each choice, so choosing the same file again reads it again.
  const [inputKey, setInputKey] = useState(0);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setReading(true);
    const result = await readHtmlFile(file);
    setReading(false);
    setInputKey((key) => key + 1);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onImport(result.html, file.name);
  };

  return (
    <div className={styles.importField}>
      <label htmlFor={inputId} className={styles.label}>
        Import an HTML file
      </label>
      <input
        key={inputKey}
        id={inputId}
        type="file"
        accept=".html,.htm,text/html"
        onChange={(event) => void choose(event)}
        disabled={reading}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${inputId}-hint`} className={styles.hint}>
        A .html file in UTF-8, up to 1 MB. It replaces the HTML below; Undo brings the previous HTML back.
      </p>
      {error && (
        <p id={`${inputId}-error`} role="alert" className={styles.importError}>
          {error}
        </p>
      )}
    </div>
  );
}
