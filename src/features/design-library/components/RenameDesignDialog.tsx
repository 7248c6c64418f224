import { useAppDispatch } from '@/shared/store/hooks';
import { messages } from '../messages';
import { designRenameRequested } from '../slice';
import { DesignNameDialog } from './DesignNameDialog';
import { YourDesignDialog } from './YourDesignDialog';

/** /design-library/your-designs/:id/rename: a new name for one of your designs (at most 100 characters). */
export function RenameDesignDialog() {
  const dispatch = useAppDispatch();
  return (
    <YourDesignDialog>
      {({ id, design, close }) => (
        <DesignNameDialog
          operation="rename"
          title={`Rename ${design.name}`}
          submitLabel="Save"
          initialName={design.name}
          failureMessage={messages.renameFailed}
          onSubmit={(name) => dispatch(designRenameRequested({ id, name }))}
          onDone={close}
        />
      )}
    </YourDesignDialog>
  );
}
