import { useEffect, useState, type FormEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { TEMPLATES_PAGE_SIZE } from '../limits';
import { templateCount } from '../messages';
import { selectAllTemplates, selectTemplateLimitMessage, selectTemplatesComplete, selectTemplatesRequest, selectTemplatesSearch, selectTemplatesTotal } from '../selectors';
import { templatesRequested, templatesSearched } from '../slice';
import styles from './DynamicTemplates.module.css';
import { TemplateCard } from './TemplateCard';

/** Placeholders while a page loads: as many as the page can still bring (spec §9). */
function Placeholders({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: Math.max(0, count) }, (_, index) => (
        <li key={index} aria-hidden="true">
          <Skeleton className={styles.skeleton} />
        </li>
      ))}
    </>
  );
}

/** /dynamic-templates: every dynamic template with its versions, a page at a time, searchable by name or id; dialogs open over it. */
export function TemplatesPage() {
  const dispatch = useAppDispatch();
  const templates = useAppSelector(selectAllTemplates);
  const complete = useAppSelector(selectTemplatesComplete);
  const request = useAppSelector(selectTemplatesRequest);
  const total = useAppSelector(selectTemplatesTotal);
  const search = useAppSelector(selectTemplatesSearch);
  const limit = useAppSelector(selectTemplateLimitMessage);
  const [typed, setTyped] = useState(search);
  // "Load more" was pressed with this many templates shown: their placeholders show until the page comes.
  const [moreAskedAt, setMoreAskedAt] = useState<number | null>(null);
  const loadingMore = isInFlight(request) && moreAskedAt === templates.length;
  const remaining = total === null ? TEMPLATES_PAGE_SIZE : total - templates.length;

  // Every visit refreshes (a version saved in the editor moves its template up), keeping as many as were shown.
  useEffect(() => {
    dispatch(templatesRequested({ load: 'refresh' }));
  }, [dispatch]);

  const searchFor = (text: string) => {
    setTyped(text);
    dispatch(templatesSearched({ search: text }));
    dispatch(templatesRequested({ load: 'first' }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchFor(typed);
  };

  const create = (
    <>
      <ButtonLink to="/design-library/legacy-templates">Legacy Templates</ButtonLink>
      <ButtonLink to="/dynamic-templates/new" variant="primary">
        Create a Dynamic Template
      </ButtonLink>
    </>
  );

  return (
    <>
      <PageHeader
        title="Dynamic Templates"
        description="Transactional email templates with versions, Handlebars and test data. Send with the template ID through the API."
        actions={create}
      />
      {limit && <InlineAlert tone="warning">{limit}</InlineAlert>}

        <form className={styles.search} onSubmit={submit} role="search" aria-label="Dynamic templates">
          <TextField label="Search by name or ID" name="search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
          <Button type="submit">Search</Button>
          {search !== '' && (
            <Button variant="tertiary" onClick={() => searchFor('')}>
              Clear search
            </Button>
          )}
        </form>

      <ListContent
        request={request}
        empty={templates.length === 0}
        placeholder={
          <div aria-busy="true">
            <Spinner label="Loading your dynamic templates" />
            <ul className={styles.list}>
              <Placeholders count={Math.min(TEMPLATES_PAGE_SIZE, remaining)} />
            </ul>
          </div>
        }
        errorTitle="We could not load your dynamic templates"
        onRetry={() => dispatch(templatesRequested({ load: 'refresh' }))}
        emptyState={
          search === '' ? (
            <EmptyState title="Create your first dynamic template" action={create}>
              <p>A dynamic template holds versions of a transactional email. One version is active: the one the API sends.</p>
            </EmptyState>
          ) : (
            <EmptyState title="No dynamic template matches your search">
              <p>Search for part of a name, or for a whole template ID.</p>
            </EmptyState>
          )
        }
      >
        <ul className={styles.list} aria-label="Dynamic templates" aria-busy={loadingMore}>
          {templates.map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} />
            </li>
          ))}
          {loadingMore && <Placeholders count={Math.min(TEMPLATES_PAGE_SIZE, remaining)} />}
        </ul>
        <div className={styles.footer}>
          <p role="status" className={styles.status}>
            {complete
              ? `${templates.length === 1 ? 'The 1 template is' : `All ${templateCount(templates.length)} are`} shown. You have reached the end of the list.`
              : `Showing ${templates.length} of ${templateCount(total ?? templates.length)}.`}
          </p>
          {!complete && (
            <Button
              loading={loadingMore}
              onClick={() => {
                setMoreAskedAt(templates.length);
                dispatch(templatesRequested({ load: 'next' }));
              }}
            >
              Load more templates
            </Button>
          )}
        </div>
      </ListContent>
      <Outlet />
    </>
  );
}
