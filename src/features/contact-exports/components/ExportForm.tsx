import { useEffect, useState, type FormEvent } from 'react';
import type { ExportTarget } from '@/shared/audience/export-action';
import { useListChoice } from '@/shared/audience/list-choice';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Checkbox } from '@/shared/ui/Checkbox';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { Select } from '@/shared/ui/Select';
import { Stack } from '@/shared/ui/Stack';
import { selectExportRequest, selectSegmentOptions } from '../selectors';
import { exportRequested, exportRequestReset, segmentOptionsRequested } from '../slice';
import { describeTarget, type ExportFileType } from '../types';

type TargetKind = ExportTarget['kind'];

interface Props {
  /** Export this (a list's or segment's own screen); otherwise the form asks what to export. */
  fixedTarget?: ExportTarget;
  /** Called once the export has started. */
  onStarted?(): void;
  /** A Cancel button beside the submit (in a dialog). */
  onCancel?(): void;
}

const FILE_TYPES = [
  { value: 'csv', label: 'CSV', hint: 'Opens in spreadsheets and imports back as it is.' },
  { value: 'json', label: 'JSON', hint: 'One contact per line, for developers.' },
];

/** What to export and how; starting it hands the export to the poller and Active Exports. */
export function ExportForm({ fixedTarget, onStarted, onCancel }: Props) {
  const dispatch = useAppDispatch();
  const ListChoice = useListChoice();
  const request = useAppSelector((state) => selectExportRequest(state, 'start'));
  const segments = useAppSelector(selectSegmentOptions);
  const [kind, setKind] = useState<TargetKind>(fixedTarget?.kind ?? 'all');
  const [listIds, setListIds] = useState<string[]>([]);
  const [segmentId, setSegmentId] = useState('');
  const [fileType, setFileType] = useState<ExportFileType>('csv');
  const [notifyByEmail, setNotifyByEmail] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!fixedTarget) dispatch(segmentOptionsRequested());
    return () => {
      dispatch(exportRequestReset('start'));
    };
  }, [dispatch, fixedTarget]);

  useRequestOutcome(request, { onComplete: () => onStarted?.() });

  const targetKinds = [
    { value: 'all', label: 'All contacts' },
    ...(ListChoice ? [{ value: 'list', label: 'A list' }] : []),
    { value: 'segment', label: 'A segment' },
  ];

  function chosenTarget(): ExportTarget | string {
    if (fixedTarget) return fixedTarget;
    if (kind === 'all') return { kind: 'all' };
    if (kind === 'list') {
      const id = listIds[0];
      return id === undefined ? 'Choose the list to export.' : { kind: 'list', id, name: '' };
    }
    const segment = segments.items.find((item) => item.id === segmentId);
    return segment === undefined ? 'Choose the segment to export.' : { kind: 'segment', id: segment.id, name: segment.name };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = chosenTarget();
    if (typeof target === 'string') {
      setError(target);
      return;
    }
    setError(undefined);
    dispatch(exportRequested({ target, fileType, notifyByEmail }));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={fixedTarget ? `Export ${describeTarget(fixedTarget)}` : 'New export'}>
      <Stack gap={4}>
        {!fixedTarget && (
          <RadioGroup legend="What to export" name="export-target" options={targetKinds} value={kind} onChange={(value) => setKind(value as TargetKind)} />
        )}
        {!fixedTarget && kind === 'list' && ListChoice && (
          <ListChoice
            label="List"
            value={listIds}
            multiple={false}
            allowNew={false}
            error={error}
            onChange={(ids) => {
              setListIds(ids);
              setError(undefined);
            }}
          />
        )}
        {!fixedTarget && kind === 'segment' && (
          <Select
            label="Segment"
            name="export-segment"
            placeholder={segments.request.status === 'InFlight' ? 'Loading segments…' : 'Choose a segment'}
            options={segments.items.map((segment) => ({ value: segment.id, label: segment.name }))}
            value={segmentId}
            onChange={(event) => {
              setSegmentId(event.target.value);
              setError(undefined);
            }}
            error={segments.request.status === 'Error' ? 'We could not load your segments. Choose another export or try again later.' : error}
          />
        )}
        <RadioGroup legend="File format" name="export-file-type" options={FILE_TYPES} value={fileType} onChange={(value) => setFileType(value as ExportFileType)} />
        <Checkbox
          name="export-notify"
          label="Email me when the export is ready"
          checked={notifyByEmail}
          onChange={(event) => setNotifyByEmail(event.target.checked)}
        />
        {request.status === 'Error' && (
          <InlineAlert tone="danger" title="The export did not start">
            {request.error.message}
          </InlineAlert>
        )}
        <div>
          {onCancel && (
            <Button type="button" variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}{' '}
          <Button type="submit" variant="primary" loading={request.status === 'InFlight'}>
            Export
          </Button>
        </div>
      </Stack>
    </form>
  );
}
