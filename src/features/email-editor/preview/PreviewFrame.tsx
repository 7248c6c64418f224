import { useDeferredValue, useMemo } from 'react';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { plainTextOf } from '../render-for-save';
import type { EmailContent } from '../session-types';
import { applyTestData } from './apply-test-data';
import { previewDocument } from '@/shared/email-preview/preview-document';
import { DESKTOP_MIN_WIDTH_PX, MOBILE_WIDTH_PX, type PreviewWidth } from './preview-widths';
import type { TestData } from './test-data';
import { useCurrentHtml } from './use-current-html';
import styles from './Preview.module.css';
import { EmailFrame } from '@/shared/email-preview/EmailFrame';

interface Props {
  content: EmailContent;
  testData: TestData;
  width: PreviewWidth;
  dark: boolean;
  /** The plain-text version instead of the HTML, with the same test data. */
  plainText: boolean;
}

/**
 * The email in an iframe with an empty sandbox (no scripts, an opaque origin, no forms, popups or top
 * navigation): whatever the HTML holds runs nothing and moves nothing. Loaded lazily, with the
 * Handlebars runner the test data needs.
 */
export default function PreviewFrame({ content, testData, width, dark, plainText }: Props) {
  const html = useCurrentHtml(content);
  // Typing test data re-renders the preview when React has time, keeping the typing quick.
  const data = useDeferredValue(testData);
  const substituted = useMemo(() => (html === undefined ? undefined : applyTestData(html, data)), [html, data]);
  // The plain text the save derives, through the same renderer and test data as the HTML (and the test send).
  const text = useMemo(() => (plainText ? applyTestData(plainTextOf(content), data) : undefined), [plainText, content, data]);
  const srcDoc = useMemo(() => substituted && previewDocument(substituted.html, { dark }), [substituted, dark]);
  // In dark mode the email's own prefers-color-scheme rules match inside the frame, as in a client that honours them.
  const colorScheme = dark ? 'dark' : 'light';

  if (text) {
    return (
      <>
        {text.problem && <InlineAlert tone="warning">{text.problem}</InlineAlert>}
        <section aria-label="Plain text version">
          <pre className={styles.plainText}>{text.html}</pre>
        </section>
      </>
    );
  }
  if (!substituted) return <Spinner label="Rendering the preview" size="lg" />;
  return (
    <>
      {substituted.problem && <InlineAlert tone="warning">{substituted.problem}</InlineAlert>}
      <div className={styles.stage}>
        <EmailFrame
          title="Email preview"
          className={styles.frame}
          html={srcDoc ?? ''}
          style={width === 'mobile' ? { width: `${MOBILE_WIDTH_PX}px`, colorScheme } : { width: '100%', minWidth: `${DESKTOP_MIN_WIDTH_PX}px`, colorScheme }}
        />
      </div>
    </>
  );
}
