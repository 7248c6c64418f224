import { BulkDeleteDialog as ListBulkDeleteDialog } from '@/shared/bulk/BulkDeleteDialog';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { messages, singleSendCount } from '../messages';
import { selectBulkDelete } from '../selectors';
import { bulkDeleteRequested, bulkDeleteReset } from '../slice';

/** /single-sends/bulk_delete: deletes the rows chosen on the index, 50 ids a request (the API's maximum). */
export function BulkDeleteDialog() {
  return (
    <ListBulkDeleteDialog
      noun="single sends"
      countOf={singleSendCount}
      failedMessage={messages.bulkDeleteFailed}
      selectBulkDelete={selectBulkDelete}
      bulkDeleteRequested={bulkDeleteRequested}
      bulkDeleteReset={bulkDeleteReset}
    >
      <p>
        The chosen single sends, their content and their statistics will be deleted, {SINGLE_SEND_LIMITS.bulkDeleteIds} at a time. This
        cannot be undone.
      </p>
    </ListBulkDeleteDialog>
  );
}
