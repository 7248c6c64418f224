import { ErrorScreen } from '../routes/ErrorScreen';

/** A marketing area opened from an account in the EU region. */
export function EuUnavailablePage({ areaLabel }: { areaLabel: string }) {
  return (
    <ErrorScreen title={areaLabel} heading="Not available in the EU region">
      <p>
        Marketing Campaigns features, {areaLabel} among them, are turned off for accounts in the EU region. Your email sending,
        unsubscribe groups and dynamic templates keep working as before.
      </p>
    </ErrorScreen>
  );
}
