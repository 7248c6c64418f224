import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ListContent } from '@/shared/ui/ListContent';
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
  const atLimit = customFields.length >= MAX_CUSTOM_FIELDS;

  // Every visit refreshes: imports and other tabs add fields.
  useEffect(() => {
    dispatch(customFieldsRequested());
  }, [dispatch]);

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
      <ListContent
        request={listRequest}
        empty={customFields.length + reservedFields.length === 0}
        placeholder={<TableSkeleton rows={5} columns={3} />}
        errorTitle="We could not load your custom fields"
        onRetry={() => dispatch(customFieldsRequested())}
      >
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
      </ListContent>
      <Outlet />
    </>
  );
}
