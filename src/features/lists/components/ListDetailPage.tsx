import { useEffect, type ReactNode } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { useExportAction } from '@/shared/audience/export-action';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { isComplete, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { PageHeader } from '@/shared/ui/PageHeader';
import { contactCount } from '../messages';
import { selectListContactCount, selectListDeleteRequest } from '../selectors';
import { listCountRequested } from '../slice';
import type { List } from '../types';
import { ListUnavailable } from './ListUnavailable';
import styles from './Lists.module.css';
import { useList } from './use-list';

export interface ListDetailPageProps {
  /** The list's contacts: the contacts feature's list-scoped table, supplied by the composition. */
  listContacts(list: { id: string; name: string }): ReactNode;
}

/** /contacts/lists/:id: the list's name and count, its actions, its contacts; edit and delete open over it. */
export function ListDetailPage({ listContacts }: ListDetailPageProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const to = useAudiencePath();
  const { list, request } = useList(id);
  const deleteRequest = useAppSelector((state) => selectListDeleteRequest(state, id));
  // The delete dialog goes with the list: the page leads on.
  useRequestOutcome(deleteRequest, { onComplete: () => navigate(to()) });
  if (isComplete(deleteRequest)) return null;

  return (
    <ListUnavailable list={list} request={request}>
      {(shown) => (
        <>
          <ListHeader list={shown} />
          {listContacts({ id: shown.id, name: shown.name })}
          <Outlet />
        </>
      )}
    </ListUnavailable>
  );
}

function ListHeader({ list }: { list: List }) {
  const dispatch = useAppDispatch();
  const to = useAudiencePath();
  const Export = useExportAction();
  const count = useAppSelector((state) => selectListContactCount(state, list.id));

  useEffect(() => {
    dispatch(listCountRequested({ id: list.id }));
  }, [dispatch, list.id]);

  const counted = count?.value ?? null;
  const description =
    counted !== null ? contactCount(counted) : isInFlight(count?.request) || count === undefined ? 'Counting contacts…' : 'The contacts could not be counted.';

  return (
    <PageHeader
      title={list.name}
      breadcrumb={[{ label: 'Contacts', to: to() }]}
      description={
        <span className={styles.count} aria-live="polite">
          {description}
        </span>
      }
      actions={
        <>
          <ButtonLink to="edit" variant="secondary">
            Edit
          </ButtonLink>
          <ButtonLink to="delete" variant="secondary">
            Delete
          </ButtonLink>
          {Export && <Export target={{ kind: 'list', id: list.id, name: list.name }} />}
        </>
      }
    />
  );
}
