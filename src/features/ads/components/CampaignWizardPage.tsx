import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormErrorNotice } from '@/shared/form/FormErrorNotice';
import { SaveProblemAlert } from '@/shared/form/save-problem/SaveProblemAlert';
import { isRetryableSaveFailure } from '@/shared/form/save-failure';
import { toFormErrors } from '@/shared/form/server-field-errors';
import { defaultFormError } from '@/shared/form/use-request-form';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { useUnsavedChangesGuard } from '@/shared/form/use-unsaved-changes-guard';
import { KeptEditsNotice } from '@/shared/kept-edits/KeptEditsNotice';
import { useKeptEdits } from '@/shared/kept-edits/use-kept-edits';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { adsPaths } from '../paths';
import { selectAdsRequest, selectConnectedPartners, selectCreatedCampaignId } from '../selectors';
import { adCampaignCreateRequested, adCampaignUpdateRequested, adsRequestReset } from '../slice';
import { campaignServerFields, type AdCampaignDto } from '../types';
import { firstStepWithErrors, LAST_STEP, toCampaignRequest, validateWizard, wizardValuesOf, type WizardErrors, type WizardStep, type WizardValues } from '../wizard';
import { AdsNav } from './AdsNav';
import { CampaignLoading } from './CampaignLoading';
import { useCampaignConflict } from './use-campaign-conflict';
import { WizardStepFields } from './WizardStepFields';
import { WizardStepper } from './WizardStepper';
import { useAdCampaign, useAdSettings, useAudienceSources } from './use-ads-data';
import styles from './Ads.module.css';

interface Props {
  /** quickstart opens the first step; target the target audience step. */
  start: WizardStep;
}

/** Today in the browser's calendar, as YYYY-MM-DD (the en-CA format). */
const today = () => new Date().toLocaleDateString('en-CA');

/** The four creation steps, for a new campaign (new/quickstart, new/target) or a draft (:id/quickstart, :id/target). */
export function CampaignWizardPage({ start }: Props) {
  const { id } = useParams();
  useAdSettings();
  return id === undefined ? <WizardForm start={start} /> : <ExistingCampaignWizard id={id} start={start} />;
}

function ExistingCampaignWizard({ id, start }: { id: string; start: WizardStep }) {
  const { campaign, request } = useAdCampaign(id);
  if (campaign === undefined) return <CampaignLoading request={request} />;
  if (campaign.status !== 'draft') {
    return (
      <>
        <PageHeader title={campaign.name} breadcrumb={[{ label: 'Ad Campaigns', to: adsPaths.campaigns }]} />
        <InlineAlert tone="info" title="This campaign is published">
          Its steps can no longer change. <Link to={adsPaths.review(campaign.id)}>See the campaign</Link>.
        </InlineAlert>
      </>
    );
  }
  return <WizardForm key={campaign.id} campaign={campaign} start={start} />;
}

function WizardForm({ campaign, start }: { campaign?: AdCampaignDto; start: WizardStep }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const connected = useAppSelector(selectConnectedPartners);
  const { sources, request: sourcesRequest } = useAudienceSources();
  const createdId = useAppSelector(selectCreatedCampaignId);
  const operation = campaign ? 'update' : 'create';
  const request = useAppSelector((state) => selectAdsRequest(state, operation));
  const [initial, setInitial] = useState(() => wizardValuesOf(campaign, today()));
  const [values, setValues] = useState<WizardValues>(initial);
  const [step, setStep] = useState<WizardStep>(start);
  const [reached, setReached] = useState<WizardStep>(campaign ? LAST_STEP : start);
  const [errors, setErrors] = useState<WizardErrors>({});
  const [formError, setFormError] = useState<string>();
  const [retryable, setRetryable] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);

  const saved = request.status === 'Complete';
  const unsaved = JSON.stringify(values) !== JSON.stringify(initial) && !saved;
  useUnsavedChangesGuard(unsaved);
  // Typed steps survive a reload and a sign-in (a 401 during the save); a new campaign's under 'new'.
  const kept = useKeptEdits({ kind: 'ad-campaign', id: campaign?.id ?? 'new', values, dirty: unsaved, ready: true, basedOn: campaign?.updated_at });
  const conflict = useCampaignConflict(campaign, unsaved, (fresh) => {
    const theirs = wizardValuesOf(fresh, today());
    setInitial(theirs);
    setValues(theirs);
    setErrors({});
  });
  useEffect(() => () => void dispatch(adsRequestReset(operation)), [dispatch, operation]);

  // After a step change or failed check, focus the first field with a problem, else the step's heading.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('h2'))?.focus();
  });

  useRequestOutcome(request, {
    onComplete: () => navigate(adsPaths.editor(campaign?.id ?? createdId ?? '')),
    onError(error) {
      if (conflict.caught(error)) return;
      const fieldErrors = toFormErrors(error, campaignServerFields);
      setErrors(fieldErrors);
      setFormError(defaultFormError(error, Object.keys(fieldErrors).length > 0));
      setRetryable(isRetryableSaveFailure(error));
      const back = firstStepWithErrors(fieldErrors);
      if (back !== undefined) setStep(back);
      // A message above the fields takes focus itself (FormErrorNotice).
      focusPending.current = Object.keys(fieldErrors).length > 0;
    },
  });

  const context = { connected, sources };
  const change = (patch: Partial<WizardValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Once a problem shows, it goes away as soon as it is fixed.
    if (Object.keys(errors).length > 0) setErrors(validateWizard(next, step, context));
  };

  function goTo(next: WizardStep) {
    setStep(next);
    setErrors({});
    focusPending.current = true;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateWizard(values, step === LAST_STEP ? LAST_STEP : step, context);
    setErrors(found);
    focusPending.current = true;
    const back = firstStepWithErrors(found);
    if (back !== undefined) {
      setStep(back);
      return;
    }
    if (step < LAST_STEP) {
      const next = (step + 1) as WizardStep;
      setStep(next);
      setReached((current) => (next > current ? next : current));
      return;
    }
    send();
  }

  /** Saves the four steps as they are now: the last step's submit, and Retry after a failure. */
  function send(basedOn = conflict.basedOn) {
    setFormError(undefined);
    conflict.clear();
    const body = toCampaignRequest(values);
    dispatch(campaign ? adCampaignUpdateRequested({ id: campaign.id, request: body, basedOn: basedOn ?? campaign.updated_at }) : adCampaignCreateRequested(body));
  }

  return (
    <>
      <PageHeader
        title={campaign ? `Edit ${campaign.name}` : 'Create an Ad Campaign'}
        breadcrumb={[{ label: 'Ad Campaigns', to: adsPaths.campaigns }]}
        description="Four steps: name, ad partners, schedule and target audience. Then design the ad."
      />
      <AdsNav />
      <KeptEditsNotice kept={kept} noun="ad campaign" revision={campaign?.updated_at} onRestore={setValues} />
      <WizardStepper current={step} reachable={reached} onGo={goTo} />
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={request.status === 'InFlight'} className={styles.stack}>
        {formError && <FormErrorNotice message={formError} retryable={retryable} onRetry={() => send()} />}
        <SaveProblemAlert problem={conflict.problem} noun="ad campaign" focusOnShow onRetry={() => send()} onReload={conflict.reload} onKeepMine={() => send(conflict.keepMine())} />
        <WizardStepFields step={step} values={values} errors={errors} onChange={change} sources={sources} sourcesRequest={sourcesRequest} connected={connected} />
        <div className={styles.actions}>
          <ButtonLink to={adsPaths.campaigns} variant="secondary">
            Cancel
          </ButtonLink>
          {step > 0 && (
            <Button variant="secondary" onClick={() => goTo((step - 1) as WizardStep)}>
              Back
            </Button>
          )}
          <Button type="submit" variant="primary" loading={request.status === 'InFlight'}>
            {step < LAST_STEP ? 'Next' : 'Save and design the ad'}
          </Button>
        </div>
      </form>
    </>
  );
}
