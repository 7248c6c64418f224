import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { ERRORS_FILE_FAILED_MESSAGE } from '../messages';
import { importErrorsRequested, selectContactImportState } from '../slice';
import type { ImportRecord } from '../types';

/** "Download" of an import's errors file: the app fetches and saves it, and says so when it cannot. */
export function ErrorsFileDownload({ record }: { record: ImportRecord }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectContactImportState(state).errorFiles[record.jobId]);
  return (
    <>
      <Button size="sm" variant="tertiary" loading={status === 'fetching'} onClick={() => dispatch(importErrorsRequested({ jobId: record.jobId }))}>
        Download<VisuallyHidden> the errors of {record.fileName}</VisuallyHidden>
      </Button>
      {status === 'failed' && <p role="alert">{ERRORS_FILE_FAILED_MESSAGE}</p>}
    </>
  );
}
