import { Outlet, useParams } from 'react-router-dom';
import { findDestination } from '../types';
import { SegmentDestination } from './SegmentDestination';
import { TwilioDestination } from './TwilioDestination';

/** /integrations/:destination: the app's own page; dialogs open over it. */
export function DestinationPage() {
  const destination = findDestination(useParams().destination);
  return (
    <>
      {destination?.kind === 'sms' ? <TwilioDestination /> : <SegmentDestination />}
      <Outlet />
    </>
  );
}
