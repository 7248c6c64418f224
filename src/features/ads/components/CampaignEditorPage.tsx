import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useNavigate, useParams } from 'react-router-dom';
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
import { Select } from '@/shared/ui/Select';
import { TextArea } from '@/shared/ui/TextArea';
import { TextField } from '@/shared/ui/TextField';
import { creativeServerFields, validateCreative, type CreativeErrors } from '../creative';
import { ADS_LIMITS } from '../limits';
import { adsPaths } from '../paths';
import { selectAdSettings, selectAdsRequest } from '../selectors';
import { adCreativeSaveRequested, adsRequestReset } from '../slice';
import { CALLS_TO_ACTION, type AdCampaignDto, type AdCreativeDto, type AdImageDto } from '../types';
import { AdPreview } from './AdPreview';
import { AdsNav } from './AdsNav';
import { CampaignLoading } from './CampaignLoading';
import { useCampaignConflict } from './use-campaign-conflict';
import { useAdCampaign, useAdSettings } from './use-ads-data';
import styles from './Ads.module.css';

/** What the image manager (a child route) needs from the editor. */
export interface ImageManagerContext {
  partners: AdCampaignDto['partners'];
  onChoose(image: AdImageDto): void;
}

/** /ads/campaigns/:id/editor: the design-ad step. */
export function CampaignEditorPage() {
  const { id = '' } = useParams();
  const { campaign, request } = useAdCampaign(id);
  useAdSettings();
  if (campaign === undefined) return <CampaignLoading request={request} />;
  if (campaign.status !== 'draft') {
    return (
      <>
        <PageHeader title={`Design the ad: ${campaign.name}`} breadcrumb={[{ label: 'Ad Campaigns', to: adsPaths.campaigns }]} />
        <InlineAlert tone="info" title="This campaign is published">
          Its ad can no longer change. <Link to={adsPaths.review(campaign.id)}>See the campaign</Link>.
        </InlineAlert>
      </>
    );
  }
  return <CreativeForm key={campaign.id} campaign={campaign} />;
}

function CreativeForm({ campaign }: { campaign: AdCampaignDto }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const settings = useAppSelector(selectAdSettings);
  const request = useAppSelector((state) => selectAdsRequest(state, 'creative'));
  const [creative, setCreative] = useState<AdCreativeDto>(campaign.creative);
  const [errors, setErrors] = useState<CreativeErrors>({});
  const [formError, setFormError] = useState<string>();
  const [retryable, setRetryable] = useState(false);
  const reviewAfterSave = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState(0);
  const unsaved = JSON.stringify(creative) !== JSON.stringify(campaign.creative);
  useUnsavedChangesGuard(unsaved && request.status !== 'InFlight');
  // The typed ad survives a reload and a sign-in (a 401 during the save), per user and campaign.
  const kept = useKeptEdits({ kind: 'ad-creative', id: campaign.id, values: creative, dirty: unsaved, ready: true, basedOn: campaign.updated_at });
  const conflict = useCampaignConflict(campaign, unsaved, (fresh) => {
    setCreative(fresh.creative);
    setErrors({});
  });
  useEffect(() => () => void dispatch(adsRequestReset('creative')), [dispatch]);

  // After a check that found problems, focus the first field with one.
  useEffect(() => {
    if (checked > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  useRequestOutcome(request, {
    onComplete: () => {
      if (reviewAfterSave.current) navigate(adsPaths.review(campaign.id));
    },
    onError(error) {
      if (conflict.caught(error)) return;
      const fieldErrors = toFormErrors(error, creativeServerFields);
      setErrors(fieldErrors);
      setFormError(defaultFormError(error, Object.keys(fieldErrors).length > 0));
      setRetryable(isRetryableSaveFailure(error));
      setChecked((count) => count + 1);
    },
  });

  const change = (patch: Partial<AdCreativeDto>) => {
    const next = { ...creative, ...patch };
    setCreative(next);
    if (Object.keys(errors).length > 0) setErrors(validateCreative(next, campaign.partners, settings));
  };

  function save(review: boolean, basedOn = conflict.basedOn ?? campaign.updated_at) {
    setFormError(undefined);
    conflict.clear();
    if (review) {
      const found = validateCreative(creative, campaign.partners, settings);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setChecked((count) => count + 1);
        return;
      }
    }
    reviewAfterSave.current = review;
    dispatch(adCreativeSaveRequested({ id: campaign.id, creative, basedOn }));
  }

  const instagram = campaign.partners.includes('instagram');
  const context: ImageManagerContext = { partners: campaign.partners, onChoose: (image) => change({ image }) };

  return (
    <>
      <PageHeader
        title={`Design the ad: ${campaign.name}`}
        breadcrumb={[{ label: 'Ad Campaigns', to: adsPaths.campaigns }]}
        description={
          <>
            <Link to={adsPaths.quickstart(campaign.id)}>Change name, partners or schedule</Link> · <Link to={adsPaths.target(campaign.id)}>Change the target audience</Link>
          </>
        }
      />
      <AdsNav />
      <div className={styles.editor}>
        <form
          ref={formRef}
          noValidate
          className={styles.stack}
          aria-label="Ad"
          aria-busy={request.status === 'InFlight'}
          onSubmit={(event) => {
            event.preventDefault();
            save(true);
          }}
        >
          <KeptEditsNotice kept={kept} noun="ad" revision={campaign.updated_at} onRestore={setCreative} />
          {formError && <FormErrorNotice message={formError} retryable={retryable} onRetry={() => save(reviewAfterSave.current)} />}
          <SaveProblemAlert
            problem={conflict.problem}
            noun="ad campaign"
            onRetry={() => save(reviewAfterSave.current)}
            onReload={conflict.reload}
            onKeepMine={() => save(reviewAfterSave.current, conflict.keepMine())}
          />
          {request.status === 'Complete' && !reviewAfterSave.current && !unsaved && <p role="status">Saved</p>}
          <Select
            name="facebookPage"
            label="Facebook page"
            required
            placeholder="Choose a page"
            options={(settings?.facebook_pages ?? []).map((page) => ({ value: page.id, label: page.name }))}
            value={creative.facebook_page_id ?? ''}
            error={errors.facebook_page_id}
            hint="The page the ad runs under, on Facebook and Instagram alike."
            onChange={(event) => change({ facebook_page_id: event.target.value || null })}
          />
          {instagram && (
            <Select
              name="instagramAccount"
              label="Instagram account"
              required
              placeholder="Choose an account"
              options={(settings?.instagram_accounts ?? []).map((account) => ({ value: account.id, label: account.username }))}
              value={creative.instagram_account_id ?? ''}
              error={errors.instagram_account_id}
              onChange={(event) => change({ instagram_account_id: event.target.value || null })}
            />
          )}
          <TextField name="headline" label="Headline" maxLength={ADS_LIMITS.headlineLength} showCount value={creative.headline} onChange={(event) => change({ headline: event.target.value })} />
          <TextArea
            name="primaryText"
            label="Primary text"
            rows={3}
            maxLength={ADS_LIMITS.primaryTextLength}
            value={creative.primary_text}
            onChange={(event) => change({ primary_text: event.target.value })}
          />
          <TextField
            name="linkUrl"
            type="url"
            label="Link URL"
            required
            placeholder="https://"
            hint="Where the ad takes people."
            value={creative.link_url}
            error={errors.link_url}
            onChange={(event) => change({ link_url: event.target.value })}
          />
          <Select
            name="callToAction"
            label="Call to action"
            options={CALLS_TO_ACTION.map((label) => ({ value: label, label }))}
            value={creative.call_to_action}
            onChange={(event) => change({ call_to_action: event.target.value })}
          />
          <ImageField image={creative.image} error={errors.image} campaignId={campaign.id} />
          <div className={styles.actions}>
            <Button variant="secondary" loading={request.status === 'InFlight' && !reviewAfterSave.current} onClick={() => save(false)}>
              Save draft
            </Button>
            <Button type="submit" variant="primary" loading={request.status === 'InFlight' && reviewAfterSave.current}>
              Save and review
            </Button>
          </div>
        </form>
        <AdPreview creative={creative} partners={campaign.partners} settings={settings} />
      </div>
      <Outlet context={context} />
    </>
  );
}

function ImageField({ image, error, campaignId }: { image: AdImageDto | null; error?: string; campaignId: string }) {
  return (
    <fieldset className={styles.stack} aria-invalid={error ? true : undefined} aria-describedby={error ? 'ad-image-error' : undefined} tabIndex={error ? -1 : undefined}>
      <legend>
        Image <span aria-hidden="true">*</span>
      </legend>
      <p className={styles.muted}>{image ? `${image.width} × ${image.height} px` : 'No image chosen yet.'}</p>
      {error && (
        <p id="ad-image-error" style={{ color: 'var(--color-danger)', margin: 0 }}>
          {error}
        </p>
      )}
      <div>
        <ButtonLink to={adsPaths.imageManager(campaignId)} variant="secondary" size="sm">
          {image ? 'Change image' : 'Choose image'}
        </ButtonLink>
      </div>
    </fieldset>
  );
}
