import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { audienceSizeOf, sourceKey } from '../audience';
import { budgetText, countText, partnersText, scheduleText, STATUS_LABELS } from '../campaign-format';
import { validateCreative } from '../creative';
import { usd } from '../limits';
import { adsMessages } from '../messages';
import { adsPaths } from '../paths';
import { selectAdSettings, selectAdsRequest, selectConnectedPartners } from '../selectors';
import { adCampaignPublishRequested, adsRequestReset } from '../slice';
import type { AdCampaignDto, AdPartner, AudienceSource } from '../types';
import { validateWizard, wizardValuesOf } from '../wizard';
import { AdsNav } from './AdsNav';
import { CampaignLoading } from './CampaignLoading';
import { useAdCampaign, useAdSettings, useAudienceSources } from './use-ads-data';
import styles from './Ads.module.css';

interface Problem {
  message: string;
  fix: { label: string; to: string };
}

const fixes = (campaign: AdCampaignDto) => ({
  steps: { label: 'Edit the campaign steps', to: adsPaths.quickstart(campaign.id) },
  audience: { label: 'Edit the target audience', to: adsPaths.target(campaign.id) },
  ad: { label: 'Edit the ad', to: adsPaths.editor(campaign.id) },
  settings: { label: 'Open Ads settings', to: adsPaths.settings },
});

/** Every rule the campaign breaks, each with where to fix it; the server checks them all again on publish. */
function problemsOf(campaign: AdCampaignDto, context: { settings: ReturnType<typeof selectAdSettings>; connected: readonly AdPartner[]; sources: readonly AudienceSource[] }, serverErrors: Record<string, string>): Problem[] {
  const fix = fixes(campaign);
  const problems: Problem[] = [];
  if (context.settings && context.settings.ad_account_id === null) problems.push({ message: adsMessages.noAdAccount, fix: fix.settings });
  const wizard = validateWizard(wizardValuesOf(campaign, ''), 3, { connected: context.connected, sources: context.sources });
  for (const [field, message] of Object.entries(wizard)) problems.push({ message, fix: field === 'sources' ? fix.audience : fix.steps });
  const creative = validateCreative(campaign.creative, campaign.partners, context.settings);
  const labels: Record<string, string> = { facebook_page_id: 'Facebook page', instagram_account_id: 'Instagram account' };
  for (const [field, message] of Object.entries(creative)) problems.push({ message: labels[field] ? `${labels[field]} ${message}` : message, fix: fix.ad });
  for (const [field, message] of Object.entries(serverErrors)) {
    if (!problems.some((problem) => problem.message.endsWith(message))) problems.push({ message, fix: field.startsWith('creative') ? fix.ad : field === 'ad_account_id' ? fix.settings : fix.steps });
  }
  return problems;
}

/** /ads/campaigns/:id/editor/review: everything the campaign will do, what stops it, and publish. */
export function CampaignReviewPage() {
  const { id = '' } = useParams();
  const { campaign, request } = useAdCampaign(id);
  useAdSettings();
  if (campaign === undefined) return <CampaignLoading request={request} />;
  return <Review key={campaign.id} campaign={campaign} />;
}

function Review({ campaign }: { campaign: AdCampaignDto }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const settings = useAppSelector(selectAdSettings);
  const connected = useAppSelector(selectConnectedPartners);
  const { sources } = useAudienceSources();
  const publish = useAppSelector((state) => selectAdsRequest(state, 'publish'));
  useEffect(() => () => void dispatch(adsRequestReset('publish')), [dispatch]);
  useRequestOutcome(publish, { onComplete: () => navigate(adsPaths.campaigns) });

  const draft = campaign.status === 'draft';
  const serverErrors = publish.status === 'Error' ? publish.error.fieldErrors : {};
  const problems = draft && settings && sources.length > 0 ? problemsOf(campaign, { settings, connected, sources }, serverErrors) : [];
  const chosen = [...campaign.audience.list_ids.map((listId) => sourceKey({ kind: 'list', id: listId })), ...campaign.audience.segment_ids.map((segmentId) => sourceKey({ kind: 'segment', id: segmentId }))];
  const audienceNames = sources.filter((source) => chosen.includes(sourceKey(source))).map((source) => source.name);
  const size = sources.length > 0 ? audienceSizeOf(sources, chosen) : campaign.audience.size;
  const { creative } = campaign;
  const page = settings?.facebook_pages.find((candidate) => candidate.id === creative.facebook_page_id)?.name;
  const account = settings?.instagram_accounts.find((candidate) => candidate.id === creative.instagram_account_id)?.username;

  return (
    <>
      <PageHeader
        title={`Review: ${campaign.name}`}
        breadcrumb={[{ label: 'Ad Campaigns', to: adsPaths.campaigns }]}
        actions={
          draft ? (
            <Button variant="primary" loading={publish.status === 'InFlight'} onClick={() => dispatch(adCampaignPublishRequested({ id: campaign.id }))}>
              Publish campaign
            </Button>
          ) : undefined
        }
      />
      <AdsNav />
      <div className={styles.stack}>
        {publish.status === 'Error' && publish.error.status !== 400 && <InlineAlert tone="danger">{`We could not publish the campaign. ${publish.error.message}`}</InlineAlert>}
        {problems.length > 0 && (
          <InlineAlert tone={publish.status === 'Error' ? 'danger' : 'warning'} title={`${countText(problems.length, 'thing stops', 'things stop')} this campaign from being published`}>
            <ul className={styles.problems}>
              {problems.map((problem) => (
                <li key={problem.message}>
                  {problem.message} <Link to={problem.fix.to}>{problem.fix.label}</Link>
                </li>
              ))}
            </ul>
          </InlineAlert>
        )}
        {!draft && (
          <Card title="Results">
            <dl className={styles.summary}>
              <dt>Spend</dt>
              <dd>{usd(campaign.results.spend)}</dd>
              <dt>Impressions</dt>
              <dd>{campaign.results.impressions.toLocaleString('en-US')}</dd>
              <dt>Results (link clicks)</dt>
              <dd>{campaign.results.clicks.toLocaleString('en-US')}</dd>
            </dl>
          </Card>
        )}
        <Card title="Campaign" actions={draft ? <ButtonLink to={adsPaths.quickstart(campaign.id)} variant="tertiary" size="sm">Edit steps</ButtonLink> : undefined}>
          <dl className={styles.summary}>
            <dt>Status</dt>
            <dd>
              <Badge tone={STATUS_LABELS[campaign.status].tone}>{STATUS_LABELS[campaign.status].label}</Badge>
            </dd>
            <dt>Ad partners</dt>
            <dd>{partnersText(campaign)}</dd>
            <dt>Schedule</dt>
            <dd>{scheduleText(campaign)}</dd>
            <dt>Daily budget</dt>
            <dd>{budgetText(campaign)}</dd>
            <dt>Target audience</dt>
            <dd>{`${countText(size, 'contact', 'contacts')}${audienceNames.length > 0 ? ` in ${audienceNames.join(', ')}` : ''}`}</dd>
          </dl>
        </Card>
        <Card title="Ad" actions={draft ? <ButtonLink to={adsPaths.editor(campaign.id)} variant="tertiary" size="sm">Edit ad</ButtonLink> : undefined}>
          <dl className={styles.summary}>
            <dt>Facebook page</dt>
            <dd>{page ?? 'None'}</dd>
            {campaign.partners.includes('instagram') && (
              <>
                <dt>Instagram account</dt>
                <dd>{account ?? 'None'}</dd>
              </>
            )}
            <dt>Headline</dt>
            <dd>{creative.headline || 'None'}</dd>
            <dt>Link URL</dt>
            <dd>{creative.link_url || 'None'}</dd>
            <dt>Call to action</dt>
            <dd>{creative.call_to_action}</dd>
            <dt>Image</dt>
            <dd>{creative.image ? `${creative.image.width} × ${creative.image.height} px` : 'None'}</dd>
          </dl>
        </Card>
      </div>
    </>
  );
}
