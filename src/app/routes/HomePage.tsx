import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { PageHeader } from '@/shared/ui/PageHeader';

export function HomePage() {
  return (
    <>
      <PageHeader title="Marketing Campaigns" description="Manage your audience and send email and SMS campaigns." />
      <Card
        title="Senders"
        actions={
          <ButtonLink to="/senders" variant="primary">
            Manage senders
          </ButtonLink>
        }
      >
        <p>Set up the From identities your campaigns are sent from, and verify their addresses.</p>
      </Card>
    </>
  );
}
