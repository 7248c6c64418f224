import { ErrorScreen } from './ErrorScreen';

/** An area of the navigation whose screens this build does not have yet. */
export function AreaComingSoonPage({ areaLabel }: { areaLabel: string }) {
  return (
    <ErrorScreen title={areaLabel} heading={`${areaLabel} is on its way`}>
      <p>This version of Marketing Campaigns does not include {areaLabel} yet. Everything else in the navigation is ready to use.</p>
    </ErrorScreen>
  );
}
