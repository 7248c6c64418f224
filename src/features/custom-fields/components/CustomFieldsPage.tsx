import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { MAX_CUSTOM_FIELDS } from '../limits';
import { selectCustomFieldRequest, selectCustomFields, selectCustomFieldsLoaded, selectReservedFields } from '../selectors';
import { customFieldsRequested } from '../slice';
import styles from './CustomFieldsPage.module.css';
import { CustomFieldsTable, ReservedFieldsTable } from './FieldTables';

/** /custom-fields: the account's custom fields and the reserved fields; dialogs open over it. */
export function CustomFieldsPage() {
  const dispatch = useAppDispatch();
  const customFields = useAppSelector(selectCustomFields);
  const reservedFields = useAppSelector(selectReservedFields);
  const loaded = useAppSelector(selectCustomFieldsLoaded);
  const listRequest = useAppSelector((state) => selectCustomFieldRequest(state, 'list'));
  const loadError = errorOf(listRequest);
  const atLimit = customFields.length >= MAX_CUSTOM_FIELDS;

  // Every visit refreshes: imports and other tabs add fields.
  useEffect(() => {
    dispatch(customFieldsRequested());
  }, [dispatch]);

  const retry = <Button onClick={() => dispatch(customFieldsRequested())}>Try again</Button>;
  const createLink = (
    <ButtonLink to="new" variant="primary" icon={<Icon name="plus" />}>
      New Custom Field
    </ButtonLink>
  );

  return (
    <>
      <PageHeader
        title="Custom Fields"
        description="Store what you know about your contacts beyond the reserved fields, such as a birthday or a loyalty tier, to build segments and personalize emails."
        actions={loaded && !atLimit ? createLink : undefined}
      />
      {atLimit && (
        <InlineAlert tone="info" title="Custom field limit reached">
          An account can have {MAX_CUSTOM_FIELDS} custom fields. Delete one you no longer need to create another.
        </InlineAlert>
      )}
      {loaded && loadError && (
        <InlineAlert tone="danger" title="This list may be out of date">
          {loadError.message} {retry}
        </InlineAlert>
      )}
      {!loaded && isInFlight(listRequest) && <TableSkeleton rows={5} columns={3} />}
      {!loaded && loadError && (
        <EmptyState title="We could not load your custom fields" action={retry}>
          {loadError.message}
        </EmptyState>
      )}
      {loaded && (
        <>
          <section className={styles.section} aria-labelledby="custom-fields-heading">
            <div className={styles.sectionHeader}>
              <h2 id="custom-fields-heading" className={styles.sectionTitle}>
                Your custom fields
              </h2>
              <p className={styles.muted}>
                {customFields.length} of {MAX_CUSTOM_FIELDS} used
              </p>
            </div>
            {customFields.length === 0 ? (
              <EmptyState title="Create your first custom field" action={createLink}>
                Text, number and date fields hold anything your reserved fields do not, and segments can filter on them.
              </EmptyState>
            ) : (
              <CustomFieldsTable fields={customFields} />
            )}
          </section>
          <section className={styles.section} aria-labelledby="reserved-fields-heading">
            <div className={styles.sectionHeader}>
              <h2 id="reserved-fields-heading" className={styles.sectionTitle}>
                Reserved fields
              </h2>
              <p className={styles.muted}>Every contact has these fields. They cannot be renamed or deleted.</p>
            </div>
            <ReservedFieldsTable fields={reservedFields} />
          </section>
        </>
      )}
      <Outlet />
    </>
  );
}
