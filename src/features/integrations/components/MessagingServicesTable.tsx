import { Table } from '@/shared/ui/Table';
import type { MessagingService } from '../types';
import styles from './Integrations.module.css';

const USE_CASES: Record<string, string> = {
  marketing: 'Marketing',
  notifications: 'Notifications',
  verification: 'Verification',
  customer_care: 'Customer care',
};

export function MessagingServicesTable({ services }: { services: MessagingService[] }) {
  return (
    <Table<MessagingService>
      caption="Messaging services"
      layout="fixed"
      rows={services}
      rowKey={(service) => service.sid}
      columns={[
        { key: 'name', header: 'Name', render: (service) => <span className={styles.strong}>{service.friendlyName}</span> },
        { key: 'sid', header: 'Service SID', width: '36%', render: (service) => <span className={styles.mono}>{service.sid}</span> },
        { key: 'use', header: 'Use case', width: '9rem', render: (service) => USE_CASES[service.useCase] ?? service.useCase },
        {
          key: 'numbers',
          header: 'Phone numbers',
          width: '10.5rem',
          render: (service) => (
            <span className={styles.stacked}>
              {service.phoneNumbers.map((number) => (
                <span key={number}>{number}</span>
              ))}
            </span>
          ),
        },
      ]}
    />
  );
}
