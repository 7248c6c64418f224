import { useAppSelector } from '@/shared/store/hooks';
import { selectUserProfile } from '@/shared/account/account-selectors';
import { Tabs } from '@/shared/ui/Tabs';
import { selectAllGroups } from '../selectors';
import type { PreviewType, UnsubscribeGroupFormValues } from '../types';
import { PreferencesPagePreview } from './PreferencesPagePreview';
import { UnsubscribePagePreview } from './UnsubscribePagePreview';

interface Props {
  /** The group as it would be saved (what the form holds now). */
  group: UnsubscribeGroupFormValues;
  /** The group's id when it exists, so the preferences page lists it once. */
  groupId?: string;
  selected: PreviewType;
  onSelect(type: PreviewType): void;
}

export const PREVIEW_LABELS: Record<PreviewType, string> = {
  unsubscribe: 'Unsubscribe page',
  preferences: 'Preferences page',
};

/** The recipient's two pages, as they would show this group: tabs for the unsubscribe and preferences pages. */
export function GroupPreviews({ group, groupId, selected, onSelect }: Props) {
  const company = useAppSelector(selectUserProfile)?.company || 'Your Company';
  const others = useAppSelector(selectAllGroups).filter((other) => other.id !== groupId && other.isDisplayedOnPreferencesPage);
  return (
    <Tabs
      label="Preview"
      selectedId={selected}
      onSelect={(id) => onSelect(id as PreviewType)}
      tabs={[
        { id: 'unsubscribe', label: PREVIEW_LABELS.unsubscribe, content: <UnsubscribePagePreview group={group} company={company} /> },
        {
          id: 'preferences',
          label: PREVIEW_LABELS.preferences,
          content: <PreferencesPagePreview group={group} otherGroups={others} company={company} />,
        },
      ]}
    />
  );
}
