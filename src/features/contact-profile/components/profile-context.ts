import { useOutletContext } from 'react-router-dom';
import type { ContactField } from '@/features/custom-fields/types';
import type { ContactDto } from '@/shared/audience/contact';

/** What the profile page hands its tab routes. */
export interface ProfileContext {
  contact: ContactDto;
  /** Its name or email, as alerts and titles call it. */
  label: string;
  customFields: ContactField[];
  customFieldsLoaded: boolean;
  timeZone: string;
}

export const useProfile = () => useOutletContext<ProfileContext>();
