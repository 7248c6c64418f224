import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Checkbox } from '@/shared/ui/Checkbox';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { Spinner } from '@/shared/ui/Spinner';
import { selectEditorContent } from '../selectors';
import { MOBILE_WIDTH_PX, type PreviewWidth } from './preview-widths';
import { INVALID_TEST_DATA_MESSAGE, parseTestData } from './test-data';
import { selectTestDataText } from './test-data-slice';
import { TestDataField } from './TestDataField';
import styles from './Preview.module.css';

const PreviewFrame = lazy(() => import('./PreviewFrame'));

interface Props {
  sessionKey: string;
  basePath: string;
}

const WIDTHS: { value: PreviewWidth; label: string }[] = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'mobile', label: `Mobile (${MOBILE_WIDTH_PX} px)` },
];

/**
 * The preview (`preview`) and its test data (`preview/test_data`, `test_data`): the email as it will be
 * sent, with the test data's values, at desktop or phone width, light or dark.
 */
export function PreviewScreen({ sessionKey, basePath }: Props) {
  const navigate = useNavigate();
  const editingTestData = useLocation().pathname.endsWith('/test_data');
  const content = useAppSelector((state) => selectEditorContent(state, sessionKey));
  const testDataText = useAppSelector((state) => selectTestDataText(state, sessionKey));
  const testData = useMemo(() => parseTestData(testDataText), [testDataText]);
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [dark, setDark] = useState(false);
  const [plainText, setPlainText] = useState(false);

  if (!content) return null;
  return (
    <Modal open size="lg" title="Preview" onClose={() => navigate(basePath)}>
      <div className={styles.screen}>
        <div className={styles.controls}>
          <div role="group" aria-label="Preview width" className={styles.widths}>
            {WIDTHS.map(({ value, label }) => (
              <Button key={value} size="sm" variant={width === value ? 'primary' : 'secondary'} aria-pressed={width === value} onClick={() => setWidth(value)}>
                {label}
              </Button>
            ))}
          </div>
          <Checkbox name="dark-mode" label="Dark mode" checked={dark} onChange={(event) => setDark(event.target.checked)} />
          <Checkbox name="plain-text" label="Plain text version" checked={plainText} onChange={(event) => setPlainText(event.target.checked)} />
          {editingTestData ? (
            <ButtonLink size="sm" to={`${basePath}/preview`}>
              Hide test data
            </ButtonLink>
          ) : (
            <ButtonLink size="sm" to={`${basePath}/preview/test_data`}>
              Edit test data
            </ButtonLink>
          )}
        </div>
        {editingTestData && <TestDataField sessionKey={sessionKey} />}
        <div className={styles.preview} aria-label="Preview area" role="region">
          {testData.status === 'invalid' && <InlineAlert tone="warning">{INVALID_TEST_DATA_MESSAGE}</InlineAlert>}
          <Suspense fallback={<Spinner label="Loading the preview" size="lg" />}>
            <PreviewFrame content={content} testData={testData} width={width} dark={dark} plainText={plainText} />
          </Suspense>
        </div>
      </div>
    </Modal>
  );
}
