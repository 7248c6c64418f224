import { useState } from 'react';
import type { ExportActionProps } from '@/shared/audience/export-action';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { describeTarget } from '../types';
import { ExportForm } from './ExportForm';

/** "Export" on the all-contacts, list and segment screens: asks for the format, then starts the export. */
export function ExportButton({ target }: ExportActionProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Export
      </Button>
      <Modal open={open} onClose={close} title={`Export ${describeTarget(target).replace(/^All/, 'all')}`}>
        <ExportForm fixedTarget={target} onStarted={close} onCancel={close} />
      </Modal>
    </>
  );
}
