import { useDeferredValue, useMemo } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { applyTestData } from '../preview/apply-test-data';
import { previewDocument } from '@/shared/email-preview/preview-document';
import { parseTestData } from '../preview/test-data';
import { selectTestDataText } from '../preview/test-data-slice';
import styles from './CodeEditor.module.css';
import { EmailFrame } from '@/shared/email-preview/EmailFrame';

interface Props {
  sessionKey: string;
  html: string;
}

/**
 * The email beside its code, as the code editor's split view shows it: rendered with the session's test data
 * in a frame with an empty sandbox (nothing in the HTML runs or navigates). The HTML reaches it from the store,
 * after the editor's pause in typing, and renders when React has time, so typing stays quick.
 */
export default function CodeLivePreview({ sessionKey, html }: Props) {
  const testDataText = useAppSelector((state) => selectTestDataText(state, sessionKey));
  const testData = useMemo(() => parseTestData(testDataText), [testDataText]);
  const shown = useDeferredValue(html);
  const srcDoc = useMemo(() => previewDocument(applyTestData(shown, testData).html, { dark: false }), [shown, testData]);
  return <EmailFrame title="Live preview of the email" className={styles.liveFrame} html={srcDoc} />;
}
