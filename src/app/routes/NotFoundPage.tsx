import { ErrorScreen } from './ErrorScreen';

export function NotFoundPage() {
  return (
    <ErrorScreen title="Page not found" heading="We could not find that page">
      The address may be mistyped, or the page may have moved.
    </ErrorScreen>
  );
}
