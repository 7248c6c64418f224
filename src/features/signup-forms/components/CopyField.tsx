import { useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { TextArea } from '@/shared/ui/TextArea';
import { TextField } from '@/shared/ui/TextField';
import styles from './ShareDialog.module.css';

interface Props {
  label: string;
  name: string;
  value: string;
  buttonLabel: string;
  multiline?: boolean;
}

/** A read-only value and its copy button; says whether the copy worked (no clipboard outside a secure context: select it by hand). */
export function CopyField({ label, name, value, buttonLabel, multiline = false }: Props) {
  const [status, setStatus] = useState('');
  const copy = () =>
    (navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('No clipboard'))).then(
      () => setStatus(`${label} copied.`),
      () => setStatus(`${label} could not be copied: select it and copy it yourself.`),
    );
  const select = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select();
  return (
    <div className={styles.copy}>
      {multiline ? (
        <TextArea label={label} name={name} value={value} readOnly rows={8} className={styles.code} onFocus={select} />
      ) : (
        <TextField label={label} name={name} value={value} readOnly onFocus={select} />
      )}
      <div className={styles.copyRow}>
        <Button onClick={() => void copy()}>{buttonLabel}</Button>
        <span role="status">{status}</span>
      </div>
    </div>
  );
}
