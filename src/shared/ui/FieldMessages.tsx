import type { ReactNode } from 'react';
import styles from './Field.module.css';
import { FieldError } from './FieldError';

/** The hint and the error under a control, with the ids its aria-describedby points at. */
export function FieldMessages({ ids, hint, error }: { ids: { hintId: string; errorId: string }; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <div id={ids.hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </>
  );
}
