import { useNavigate } from 'react-router-dom';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { MAX_LISTS } from '@/shared/audience/list';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { formatNumber } from '@/shared/format/display-format';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { messages } from '../messages';
import { selectCreatedListId, selectListsTotal } from '../selectors';
import { listCreateRequested } from '../slice';
import { ListNameForm } from './ListNameForm';
import styles from './Lists.module.css';
import { useListFormRequest } from './use-list-form-request';
import { useTakenListNames } from './use-taken-list-names';

const EMPTY_VALUES = { name: '' };

/** /contacts/new_list: name a new list; it opens once created. */
export function CreateListPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const to = useAudiencePath();
  const request = useListFormRequest('create');
  const takenNames = useTakenListNames();
  const total = useAppSelector(selectListsTotal);
  const createdId = useAppSelector(selectCreatedListId);
  const limitReached = (total ?? 0) >= MAX_LISTS;

  return (
    <>
      <PageHeader title="Create a List" breadcrumb={[{ label: 'Contacts', to: to() }]} description="A list groups contacts you add to it by hand, by import or from a signup form." />
      {limitReached && (
        <InlineAlert tone="warning" title="List limit reached">
          You have {formatNumber(MAX_LISTS)} lists, the most an account can have. Delete a list you no longer need before you create another.
        </InlineAlert>
      )}
      <ListNameForm
        initialValues={EMPTY_VALUES}
        takenNames={takenNames}
        limitReached={limitReached}
        request={request}
        failureMessage={messages.createFailed}
        onSubmit={(values) => dispatch(listCreateRequested({ name: values.name }))}
        onSaved={() => navigate(createdId === null ? to() : to(`lists/${createdId}`))}
      >
        <div className={styles.formActions}>
          <CancelAndSubmit cancelTo={to()} submitLabel="Create List" submitting={isInFlight(request)} />
        </div>
      </ListNameForm>
    </>
  );
}
