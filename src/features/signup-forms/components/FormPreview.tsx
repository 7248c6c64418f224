import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { previewDocument } from '../form-html';
import type { FormContent } from '../types';
import styles from './SignupFormEditor.module.css';
import { EmailFrame } from '@/shared/email-preview/EmailFrame';

const WIDTHS = { desktop: { label: 'Desktop', pixels: 720 }, mobile: { label: 'Mobile', pixels: 375 } } as const;
type Width = keyof typeof WIDTHS;

/**
 * The form as visitors see it, redrawn as it is edited, at a desktop or a phone's width. In an iframe
 * whose sandbox allows nothing: no script, no form submission, an opaque origin.
 */
export function FormPreview({ content, formId }: { content: FormContent; formId: string }) {
  const [width, setWidth] = useState<Width>('desktop');
  const deferred = useDeferredValue(content);
  const html = useMemo(() => previewDocument(deferred, formId), [deferred, formId]);
  const { label, pixels } = WIDTHS[width];
  return (
    <section className={styles.preview} aria-labelledby="signup-form-preview-heading">
      <h2 id="signup-form-preview-heading">Preview</h2>
      <div className={styles.widths} role="group" aria-label="Preview width">
        {(Object.keys(WIDTHS) as Width[]).map((key) => (
          <Button key={key} size="sm" variant={key === width ? 'primary' : 'secondary'} aria-pressed={key === width} onClick={() => setWidth(key)}>
            {WIDTHS[key].label}
          </Button>
        ))}
      </div>
      <div className={styles.frameBox}>
        <EmailFrame title={`Form preview at ${label.toLowerCase()} width`} html={html} className={styles.frame} style={{ width: `${pixels}px`, maxWidth: width === 'desktop' ? '100%' : undefined }} />
      </div>
    </section>
  );
}
