import { useNavigate, useParams } from 'react-router-dom';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch } from '@/shared/store/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { messages } from '../messages';
import { listRenameRequested } from '../slice';
import { ListNameForm } from './ListNameForm';
import { ListUnavailable } from './ListUnavailable';
import styles from './Lists.module.css';
import { useList } from './use-list';
import { useListFormRequest } from './use-list-form-request';
import { useTakenListNames } from './use-taken-list-names';

/** /contacts/edit/:id: rename a list, then back to it. */
export function EditListPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const to = useAudiencePath();
  const { list, request: listRequest } = useList(id);
  const request = useListFormRequest('rename');
  const takenNames = useTakenListNames(id);

  return (
    <>
      <PageHeader title="Rename List" breadcrumb={[{ label: 'Contacts', to: to() }, ...(list ? [{ label: list.name, to: to(`lists/${id}`) }] : [])]} />
      <ListUnavailable list={list} request={listRequest}>
        {(shown) => (
          <ListNameForm
            initialValues={{ name: shown.name }}
            takenNames={takenNames}
            request={request}
            failureMessage={messages.renameFailed}
            onSubmit={(values) => dispatch(listRenameRequested({ id, name: values.name }))}
            onSaved={() => navigate(to(`lists/${id}`))}
          >
            <div className={styles.formActions}>
              <CancelAndSubmit cancelTo={to(`lists/${id}`)} submitLabel="Save" submitting={isInFlight(request)} />
            </div>
          </ListNameForm>
        )}
      </ListUnavailable>
    </>
  );
}
