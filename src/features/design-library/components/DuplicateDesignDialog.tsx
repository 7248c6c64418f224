import { useAppDispatch } from '@/shared/store/hooks';
import { DESIGN_LIMITS } from '../limits';
import { messages } from '../messages';
import { designCreateRequested } from '../slice';
import { DesignNameDialog } from './DesignNameDialog';
import { YourDesignDialog } from './YourDesignDialog';

/** The API's name for a copy (POST /designs/{id}), offered for the user to change. */
const copyName = (name: string) => `Duplicate: ${name}`.slice(0, DESIGN_LIMITS.name);

/** /design-library/your-designs/:id/duplicate: a copy of one of your designs; it goes first on the list. */
export function DuplicateDesignDialog() {
  const dispatch = useAppDispatch();
  return (
    <YourDesignDialog>
      {({ id, design, close }) => (
        <DesignNameDialog
          operation="create"
          title={`Duplicate ${design.name}`}
          submitLabel="Duplicate"
          initialName={copyName(design.name)}
          failureMessage={messages.createFailed}
          onSubmit={(name) => dispatch(designCreateRequested({ name, source: { kind: 'copy', id } }))}
          onDone={close}
        >
          <p>The copy has the same content, subject and categories, and can be changed without touching the original.</p>
        </DesignNameDialog>
      )}
    </YourDesignDialog>
  );
}
