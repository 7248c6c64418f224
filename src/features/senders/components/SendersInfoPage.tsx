import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { PageHeader } from '@/shared/ui/PageHeader';
import styles from './SendersInfoPage.module.css';

/** /senders/info: what a sender is and why verification matters. */
export function SendersInfoPage() {
  return (
    <>
      <PageHeader
        title="About senders"
        breadcrumb={[{ label: 'Senders', to: '..' }]}
        actions={
          <ButtonLink to="../new" variant="primary">
            Create New Sender
          </ButtonLink>
        }
      />
      <div className={styles.cards}>
        <Card title="What is a sender?">
          <p>
            A sender is the identity your recipients see in their inbox: a From name, a From email address and the
            address replies go to. Every single send and automation email uses one.
          </p>
        </Card>
        <Card title="Why verification matters">
          <p>
            We only send from addresses you have proven you own. When you create a sender we email its From address a
            verification link; until it is clicked the sender shows as Unverified and cannot be used to send. If the
            address belongs to a domain you have authenticated, the sender is verified at once.
          </p>
          <p>Did not get the email? Use Resend verification on the senders list.</p>
        </Card>
        <Card title="Why a physical address?">
          <p>
            Anti-spam laws such as CAN-SPAM require every marketing email to show a valid postal address. The sender's
            company address is added to the footer of your emails.
          </p>
        </Card>
        <Card title="Locked senders">
          <p>
            A sender used by an active campaign (a draft, scheduled or in-progress single send or automation) is locked:
            it cannot be edited or deleted until those campaigns use another sender.
          </p>
        </Card>
      </div>
    </>
  );
}
