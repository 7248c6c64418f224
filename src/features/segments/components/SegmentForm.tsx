import { Formik, useField, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import type { ContactField } from '@/features/custom-fields/types';
import type { ContactDto } from '@/shared/audience/contact';
import { useListChoice } from '@/shared/audience/list-choice';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { RequestSaveProblem } from '@/shared/form/save-problem/RequestSaveProblem';
import { FormikKeptEdits } from '@/shared/kept-edits/FormikKeptEdits';
import { unshownValidationMessage, useRequestForm } from '@/shared/form/use-request-form';
import type { RequestState } from '@/shared/request-state/request-state';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { validateBuilder, type BuilderRules, type BuilderValues } from '../builder-form';
import { SEGMENT_NAME_MAX_LENGTH } from '../limits';
import type { QueryContext } from '../query/model';
import { ConditionGroups } from './ConditionGroups';
import { LiveCountPanel } from './LiveCountPanel';
import styles from './SegmentBuilder.module.css';
import segmentStyles from './Segments.module.css';
import { useLiveCount } from './use-live-count';
import { WhyDialog } from './WhyDialog';

interface Props {
  initialValues: BuilderValues;
  rules: BuilderRules;
  /** The fields conditions show: the account's, plus stand-ins for deleted ones the query names. */
  conditionContext: QueryContext;
  timeZoneName: string;
  /** The parent cannot change once a segment exists: shown, not chosen. */
  fixedParentName: string | null;
  request: RequestState;
  submitLabel: string;
  /** Saving is refused before the server is asked (the account's segment limit). */
  blocked: boolean;
  /** Where unsaved edits are kept ('new' before the segment exists) and, once saved, the revision they start from. */
  keptAs: { id: string; revision?: string };
  /** Sends the edits (`basedOn`: the 409's revision, to keep them over a newer version). */
  onSubmit(values: BuilderValues, basedOn?: string): void;
  onSaved(): void;
  /** Reads the stored segment again; the page then starts the builder from it. */
  onReload(): void;
}

const PARENT_OPTIONS = [
  { value: 'all', label: 'All Contacts' },
  { value: 'list', label: 'Contacts in one list' },
];

/** The parent: all contacts or one list, chosen with the lists feature's list choice when the app has one. */
function ParentChoice() {
  const ListChoice = useListChoice();
  const [kind, , kindHelpers] = useField<BuilderValues['parentKind']>('parentKind');
  const [listId, listMeta, listHelpers] = useField<string>('parentListId');
  const { submitCount } = useFormikContext();
  if (ListChoice === null) return <p>Parent: All Contacts</p>;
  return (
    <>
      <RadioGroup legend="Parent" name="parentKind" options={PARENT_OPTIONS} value={kind.value} onChange={(value) => void kindHelpers.setValue(value as BuilderValues['parentKind'])} />
      {kind.value === 'list' && (
        <ListChoice
          label="Parent list"
          value={listId.value ? [listId.value] : []}
          multiple={false}
          allowNew={false}
          error={listMeta.touched || submitCount > 0 ? listMeta.error : undefined}
          onChange={(ids) => {
            void listHelpers.setTouched(true, false);
            void listHelpers.setValue(ids[0] ?? '');
          }}
        />
      )}
    </>
  );
}

/** The live count beside the conditions, and the "why" of a sampled contact; null context: nothing is counted. */
function useLiveCountPanel(conditionContext: QueryContext | null) {
  const { values } = useFormikContext<BuilderValues>();
  const parentListId = values.parentKind === 'list' ? values.parentListId : '';
  const { countable, matchesNothing } = useLiveCount(values.query, parentListId, conditionContext);
  const [explained, setExplained] = useState<ContactDto | null>(null);
  const panel = conditionContext && (
    <>
      <LiveCountPanel countable={countable} onExplain={setExplained} />
      {explained && countable?.query && (
        <WhyDialog contact={explained} query={countable.query} context={conditionContext} onClose={() => setExplained(null)} />
      )}
    </>
  );
  return { matchesNothing, panel };
}

function BuilderLayout({ countContext, timeZoneName, fixedParentName, rawQueryDsl, submitLabel, submitting, fields }: {
  /** The account's own fields: stand-ins for deleted fields are never counted. */
  countContext: QueryContext;
  timeZoneName: string;
  fixedParentName: string | null;
  rawQueryDsl: string | null;
  submitLabel: string;
  submitting: boolean;
  fields: readonly ContactField[];
}) {
  const live = useLiveCountPanel(rawQueryDsl === null ? countContext : null);
  return (
    <div className={styles.layout}>
      <div className={styles.form}>
        <div className={styles.basics}>
          <FormikTextField name="name" label="Segment Name" required maxLength={SEGMENT_NAME_MAX_LENGTH} showCount autoComplete="off" />
          {fixedParentName === null ? <ParentChoice /> : <p>Parent: {fixedParentName}</p>}
        </div>
        <section aria-labelledby="conditions-heading" className={styles.groups}>
          <h2 id="conditions-heading" className={styles.panelTitle}>
            Conditions
          </h2>
          {rawQueryDsl === null ? (
            <>
              <p className={styles.muted}>Contacts must match every group, and at least one condition in each group.</p>
              <ConditionGroups fields={fields} timeZoneName={timeZoneName} matchesNothing={live.matchesNothing} />
            </>
          ) : (
            <pre className={segmentStyles.query} aria-label="Query">
              {rawQueryDsl}
            </pre>
          )}
        </section>
        <div className={styles.actions}>
          <CancelAndSubmit cancelTo=".." submitLabel={submitLabel} submitting={submitting} />
        </div>
      </div>
      {live.panel}
    </div>
  );
}

/** The builder: name, parent, conditions and the live count; what the user typed stays through every failure. */
export function SegmentForm({ initialValues, rules, conditionContext, timeZoneName, fixedParentName, request, submitLabel, blocked, keptAs, onSubmit, onSaved, onReload }: Props) {
  const keepOver = useRef<string | undefined>(undefined);
  const form = useRequestForm<BuilderValues>(request, {
    serverFields: { name: 'name', parent_list_ids: 'parentListId' },
    onSubmit: (values) => {
      if (!blocked) onSubmit(values, keepOver.current);
      keepOver.current = undefined;
    },
    onSaved,
    // A failed or conflicting save is shown once, by RequestSaveProblem with its Retry / Reload / Keep mine.
    formErrorFor: unshownValidationMessage,
  });
  return (
    <Formik<BuilderValues> initialValues={initialValues} validate={(values) => validateBuilder(values, rules)} onSubmit={form.onSubmit}>
      <RequestForm formError={form.formError} submitting={form.submitting} saved={form.saved}>
        <FormikKeptEdits keepAs={{ kind: 'segment', id: keptAs.id, noun: 'segment', revision: keptAs.revision }} saved={form.saved} />
        <SaveProblemNotices
          request={request}
          onReload={onReload}
          onKeepMine={(revision) => {
            keepOver.current = revision;
          }}
        />
        <BuilderLayout
          countContext={rules.context}
          timeZoneName={timeZoneName}
          fixedParentName={fixedParentName}
          rawQueryDsl={rules.rawQueryDsl}
          submitLabel={form.submitting ? 'Saving…' : submitLabel}
          submitting={form.submitting}
          fields={conditionContext.fields}
        />
      </RequestForm>
    </Formik>
  );
}

/** A failed save or a conflict next to the builder: Retry and Keep mine send the form's edits again. */
function SaveProblemNotices({ request, onReload, onKeepMine }: { request: RequestState; onReload(): void; onKeepMine(revision: string | undefined): void }) {
  const { submitForm } = useFormikContext<BuilderValues>();
  return (
    <RequestSaveProblem
      request={request}
      noun="segment"
      onRetry={() => void submitForm()}
      onReload={onReload}
      onKeepMine={(revision) => {
        onKeepMine(revision);
        void submitForm();
      }}
    />
  );
}
