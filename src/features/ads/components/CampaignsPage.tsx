import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Badge } from '@/shared/ui/Badge';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Table, type TableColumn } from '@/shared/ui/Table';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { budgetText, partnersText, scheduleText, STATUS_LABELS } from '../campaign-format';
import { usd } from '../limits';
import { adsPaths } from '../paths';
import { selectAdCampaigns, selectAdsRequest } from '../selectors';
import { adCampaignsRequested } from '../slice';
import type { AdCampaignDto } from '../types';
import { AdsNav } from './AdsNav';
import { NotConnectedNotice } from './NotConnectedNotice';
import { useAdSettings } from './use-ads-data';

const COLUMNS: TableColumn<AdCampaignDto>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (campaign) => <Link to={campaign.status === 'draft' ? adsPaths.editor(campaign.id) : adsPaths.review(campaign.id)}>{campaign.name}</Link>,
  },
  { key: 'status', header: 'Status', render: (campaign) => <Badge tone={STATUS_LABELS[campaign.status].tone}>{STATUS_LABELS[campaign.status].label}</Badge> },
  { key: 'partners', header: 'Ad partners', render: partnersText },
  { key: 'schedule', header: 'Schedule', render: scheduleText },
  { key: 'budget', header: 'Daily budget', render: budgetText, align: 'right' },
  { key: 'spend', header: 'Spend', render: (campaign) => usd(campaign.results.spend), align: 'right' },
  { key: 'results', header: 'Results (link clicks)', render: (campaign) => campaign.results.clicks.toLocaleString('en-US'), align: 'right' },
  { key: 'impressions', header: 'Impressions', render: (campaign) => campaign.results.impressions.toLocaleString('en-US'), align: 'right' },
  {
    key: 'delete',
    header: 'Actions',
    render: (campaign) => (
      <ButtonLink size="sm" variant="tertiary" to={adsPaths.delete(campaign.id)} aria-label={`Delete ${campaign.name}`}>
        Delete
      </ButtonLink>
    ),
  },
];

/** /ads/campaigns: every campaign with its status, spend and results, newest update first; `:id/delete` opens over it. */
export function CampaignsPage() {
  const dispatch = useAppDispatch();
  const campaigns = useAppSelector(selectAdCampaigns);
  const request = useAppSelector((state) => selectAdsRequest(state, 'campaigns'));
  const { settings } = useAdSettings();

  // Every visit refreshes: spend and results move on with the partners' delivery.
  useEffect(() => {
    dispatch(adCampaignsRequested());
  }, [dispatch]);

  const create = (
    <ButtonLink to={adsPaths.quickstart()} variant="primary">
      Create Ad Campaign
    </ButtonLink>
  );

  return (
    <>
      <PageHeader title="Ad Campaigns" description="Spend and results are reported by the ad partners and update through the day." actions={create} />
      <AdsNav />
      {settings && <NotConnectedNotice connected={settings.connections.length > 0} hasAdAccount={settings.ad_account_id !== null} />}
      <ListContent
        request={request}
        empty={campaigns.length === 0}
        placeholder={<TableSkeleton rows={4} columns={COLUMNS.length} />}
        errorTitle="We could not load your ad campaigns"
        onRetry={() => dispatch(adCampaignsRequested())}
        emptyState={
          <EmptyState title="Create your first ad campaign" action={create}>
            Build an audience from your lists and segments and show it an ad on Facebook or Instagram.
          </EmptyState>
        }
      >
        <Table caption="Ad campaigns" columns={COLUMNS} rows={campaigns} rowKey={(campaign) => campaign.id} />
      </ListContent>
      <Outlet />
    </>
  );
}
