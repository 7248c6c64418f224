import { BulkDeleteDialog as ListBulkDeleteDialog } from '@/shared/bulk/BulkDeleteDialog';
import { AUTOMATION_LIMITS } from '@/shared/sending/automation-limits';
import { automationCount, messages } from '../messages';
import { selectBulkDelete } from '../selectors';
import { bulkDeleteRequested, bulkDeleteReset } from '../slice';

/** /automations/bulk_delete: deletes the rows chosen on the index, 50 ids a request (the API's maximum). */
export function BulkDeleteDialog() {
  return (
    <ListBulkDeleteDialog
      noun="automations"
      countOf={automationCount}
      failedMessage={messages.bulkDeleteFailed}
      selectBulkDelete={selectBulkDelete}
      bulkDeleteRequested={bulkDeleteRequested}
      bulkDeleteReset={bulkDeleteReset}
    >
      <p>
        The chosen automations, their emails and their statistics will be deleted, {AUTOMATION_LIMITS.bulkDeleteIds} at a time. Live
        ones stop first: their contacts receive nothing more. This cannot be undone.
      </p>
    </ListBulkDeleteDialog>
  );
}
