import { useState } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import styles from './EmailPreview.module.css';
import { EmailFrame } from '../email-preview/EmailFrame';

type Width = 'desktop' | 'mobile';

interface EmailPreviewProps {
  /** The frame's accessible name: "Preview of <name>". */
  title: string;
  /** The line above the frame: "Subject: …", or what to say when there is none. */
  subjectLine: string;
  html: string;
}

/**
 * An email in a sandboxed frame at desktop or mobile width: `sandbox=""` allows neither scripts nor
 * same-origin access, so nothing in the HTML runs, reads the app or navigates the page.
 */
export function EmailPreview({ title, subjectLine, html }: EmailPreviewProps) {
  const [width, setWidth] = useState<Width>('desktop');
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.subject}>{subjectLine}</p>
        <div className={styles.widths} role="group" aria-label="Preview width">
          {(['desktop', 'mobile'] as const).map((option) => (
            <Button key={option} size="sm" variant={width === option ? 'primary' : 'secondary'} aria-pressed={width === option} onClick={() => setWidth(option)}>
              {option === 'desktop' ? 'Desktop' : 'Mobile'}
            </Button>
          ))}
        </div>
      </div>
      <div className={styles.stage}>
        <EmailFrame title={title} html={html} className={cx(styles.frame, styles[width])} />
      </div>
    </>
  );
}
