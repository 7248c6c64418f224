import { useEffect, useState } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { useUnsavedChangesGuard } from '@/shared/form/use-unsaved-changes-guard';
import { KeptEditsNotice } from '@/shared/kept-edits/KeptEditsNotice';
import { useKeptEdits } from '@/shared/kept-edits/use-kept-edits';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { hasChanges } from '../draft';
import { FIELD_IDS } from '../field-ids';
import { messages } from '../messages';
import { problemsAt } from '../problems-at';
import { automationDetailRequested, disableRequested, draftDiscarded, saveRequested, setLiveRequested, validateRequested } from '../slice';
import styles from './AutomationDetail.module.css';
import { AutomationSaveProblem } from './AutomationSaveProblem';
import { AutomationStatusProblem } from './AutomationStatusProblem';
import { CategoriesField } from './CategoriesField';
import { CriteriaSection } from './CriteriaSection';
import { EntrySection } from './EntrySection';
import { ProblemList } from './ProblemList';
import { Timeline } from './Timeline';
import { UnsubscribeField } from './UnsubscribeField';
import { useDetail } from './use-detail';

const STATUS_NOTICE = { live: messages.liveNotice, paused: messages.pausedNotice, disabled: messages.disabledNotice } as const;

/**
 * /automations/:id/detail: the automation's settings and its timeline, saved by Save (only what
 * changed), checked by Validate, set live or disabled here. A live automation is read-only but for the
 * content of its emails. Sub-screens (deleting an email) open over it through the outlet.
 */
export function AutomationDetailPage({ areaPath }: { areaPath: string }) {
  const { id: routeId = '' } = useParams();
  const { id, dispatch, detail, draft, automation, edit, problems, readOnly } = useDetail();
  const [confirm, setConfirm] = useState<'discard' | 'disable' | null>(null);
  const mine = id === routeId;
  const dirty = mine && automation !== null && draft !== null && hasChanges(draft, automation);
  // The store keeps the draft while the user visits the automation's emails; Leave gives it up.
  useUnsavedChangesGuard(dirty || (mine && detail.entryEditing !== null), { onLeave: () => dispatch(draftDiscarded({ id })) });
  // Unsaved values survive a reload and a sign-in (a 401 during Save), per user and automation.
  const kept = useKeptEdits({ kind: 'automation', id: mine ? id : undefined, values: draft, dirty, ready: mine && automation !== null && draft !== null, basedOn: automation?.updated_at });
  const open = () => void dispatch(automationDetailRequested({ id: routeId }));
  useEffect(open, [dispatch, routeId]); // eslint-disable-line react-hooks/exhaustive-deps

  const openError = mine ? errorOf(detail.request) : undefined;
  const breadcrumb = [{ label: 'Automations', to: areaPath }];
  if (openError && !automation) {
    const missing = openError.status === 404;
    return (
      <>
        <PageHeader title={missing ? 'Automation not found' : 'Automation'} breadcrumb={breadcrumb} />
        {missing ? (
          <EmptyState title="This automation does not exist" action={<ButtonLink to={areaPath}>Back to Automations</ButtonLink>}>
            It may have been deleted, perhaps in another tab.
          </EmptyState>
        ) : (
          <EmptyState title="We could not open this automation" action={<Button onClick={open}>Try again</Button>}>
            {openError.message}
          </EmptyState>
        )}
      </>
    );
  }
  if (!mine || !automation || !draft) return <Spinner size="lg" label="Opening the automation" />;

  const at = (place: Parameters<typeof problemsAt>[1]) => problemsAt(problems, place);
  const first = (place: Parameters<typeof problemsAt>[1]) => at(place)[0];
  const saving = isInFlight(detail.save);
  const { status } = automation;
  const notice = status === 'draft' ? undefined : STATUS_NOTICE[status];
  const base = `${areaPath}/${automation.id}`;

  const actions = (
    <div className={styles.actions}>
      <Button variant="primary" disabled={!dirty || readOnly} loading={saving} onClick={() => dispatch(saveRequested({ id }))}>
        Save
      </Button>
      <Button disabled={!dirty || saving} onClick={() => setConfirm('discard')}>
        Discard changes
      </Button>
      <Button onClick={() => dispatch(validateRequested({ id }))}>Validate</Button>
      {status !== 'live' && (
        <Button variant="primary" loading={isInFlight(detail.live)} onClick={() => dispatch(setLiveRequested({ id }))}>
          Set live
        </Button>
      )}
      {(status === 'live' || status === 'paused') && (
        <Button variant="danger" loading={isInFlight(detail.disable)} onClick={() => setConfirm('disable')}>
          Disable
        </Button>
      )}
    </div>
  );

  return (
    <>
      <PageHeader
        title={automation.name}
        breadcrumb={breadcrumb}
        description={
          <span className={styles.status}>
            <Badge tone={status === 'live' ? 'success' : 'neutral'}>{status === 'live' ? 'Live' : 'Draft'}</Badge>
            {status !== 'live' && status !== 'draft' && <span className={styles.exactStatus}>{status}</span>}
          </span>
        }
        actions={actions}
      />
      <nav className={styles.links} aria-label="This automation">
        <Link to={`${base}/preview`}>Preview all emails</Link>
        <Link to="contact_list">Contact list</Link>
        <Link to={`${base}/stats`}>Stats</Link>
      </nav>
      <p role="status" className={styles.saveStatus}>
        {saving ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved'}
      </p>
      <KeptEditsNotice kept={kept} noun="automation" revision={automation.updated_at} onRestore={(values) => values && edit(values)} />
      <AutomationSaveProblem />
      <AutomationStatusProblem />
      {notice && <InlineAlert tone={status === 'paused' ? 'warning' : 'info'}>{notice}</InlineAlert>}
      <ProblemList problems={problems} validated={detail.validated} customUnsubscribe={draft.unsubscribeMode === 'custom'} />
      <div className={styles.layout}>
        <form className={styles.settings} aria-label="Automation settings" noValidate onSubmit={(event) => event.preventDefault()}>
          <fieldset className={styles.plainFieldset} disabled={readOnly}>
            <legend className={styles.visuallyHidden}>Name</legend>
            <TextField
              id={FIELD_IDS.name}
              label="Automation Name"
              name="name"
              required
              maxLength={AUTOMATION_LIMITS.nameLength}
              showCount
              value={draft.name}
              error={first('name')}
              onChange={(event) => edit({ name: event.target.value })}
            />
          </fieldset>
          <EntrySection errors={at('entry')} />
          <fieldset className={styles.plainFieldset} disabled={readOnly}>
            <legend className={styles.sectionTitle}>Sending</legend>
            <UnsubscribeField draft={draft} error={first('unsubscribe')} readOnly={readOnly} onChange={edit} />
            <CategoriesField value={draft.categories} error={first('categories')} disabled={readOnly} onChange={(categories) => edit({ categories })} />
            <TextField
              id={FIELD_IDS.ipPool}
              label="IP Pool"
              name="ipPool"
              value={draft.ipPool}
              error={first('ip_pool')}
              hint="Leave empty to send from your default IP pool."
              onChange={(event) => edit({ ipPool: event.target.value })}
            />
          </fieldset>
          <CriteriaSection kind="exitCriteria" sectionId={FIELD_IDS.exitCriteria} errors={at('exit_criteria')} />
          <CriteriaSection kind="goal" sectionId={FIELD_IDS.goal} errors={at('goal')} />
          {at('general').length > 0 && <InlineAlert tone="danger">{at('general').join(' ')}</InlineAlert>}
        </form>
        <Timeline problems={problems} />
      </div>
      <ConfirmDialog
        open={confirm === 'discard'}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          dispatch(draftDiscarded({ id }));
          setConfirm(null);
        }}
      >
        The automation goes back to how it was last saved.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'disable'}
        title="Disable this automation?"
        confirmLabel="Disable"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          dispatch(disableRequested({ id }));
          setConfirm(null);
        }}
      >
        {AUTOMATION_MESSAGES.disableConfirm}
      </ConfirmDialog>
      <Outlet />
    </>
  );
}
