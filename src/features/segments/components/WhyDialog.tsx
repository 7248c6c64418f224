import { useEffect, useMemo } from 'react';
import { contactDisplayName, type ContactDto } from '@/shared/audience/contact';
import { errorOf, isComplete } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Badge } from '@/shared/ui/Badge';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { Spinner } from '@/shared/ui/Spinner';
import { usesEvents } from '../query/compile-query';
import { explainContact } from '../query/explain-contact';
import type { QueryContext, SegmentQuery, Verdict } from '../query/model';
import { selectContactEvents } from '../selectors';
import { contactEventsRequested } from '../slice';
import styles from './Segments.module.css';

interface Props {
  contact: ContactDto;
  query: SegmentQuery;
  context: QueryContext;
  onClose(): void;
}

const VERDICTS: Record<Verdict, { tone: 'success' | 'danger'; label: string }> = {
  met: { tone: 'success', label: 'Met' },
  failed: { tone: 'danger', label: 'Not met' },
};

/**
 * "Why is this contact in this segment?": each condition met or not, with the contact's own values. Field
 * conditions are judged here from the contact; event conditions from the contact's mail events, read once.
 */
export function WhyDialog({ contact, query, context, onClose }: Props) {
  const dispatch = useAppDispatch();
  const name = contactDisplayName(contact);
  const needsEvents = usesEvents(query);
  const events = useAppSelector((state) => selectContactEvents(state, contact.id));

  useEffect(() => {
    if (needsEvents) dispatch(contactEventsRequested({ contactId: contact.id }));
  }, [dispatch, needsEvents, contact.id]);

  const eventsReady = !needsEvents || isComplete(events?.request);
  const explanation = useMemo(
    () => (eventsReady ? explainContact(query, contact, events?.events ?? [], context, Date.now()) : null),
    [eventsReady, query, contact, events?.events, context],
  );
  const eventsError = needsEvents ? errorOf(events?.request) : undefined;

  return (
    <Modal open size="lg" title={`Why is ${name} in this segment?`} onClose={onClose}>
      {eventsError ? (
        <InlineAlert tone="danger" title="We could not read this contact's email activity">
          {eventsError.message}
        </InlineAlert>
      ) : !explanation ? (
        <Spinner label="Reading the contact's email activity" />
      ) : (
        <div className={styles.stacked}>
          <p>
            {explanation.verdict === 'met'
              ? `${name} meets every group of conditions.`
              : `${name} does not meet every group of conditions now. The sample may be older than the contact's latest changes.`}
          </p>
          {explanation.groups.map((group, groupIndex) => (
            <section key={groupIndex} aria-label={`Group ${groupIndex + 1}`} className={styles.stacked}>
              <h3 className={styles.sectionTitle}>
                Group {groupIndex + 1} <Badge tone={VERDICTS[group.verdict].tone}>{VERDICTS[group.verdict].label}</Badge>
              </h3>
              <ul className={styles.stacked}>
                {group.conditions.map((item, conditionIndex) => (
                  <li key={conditionIndex}>
                    <Badge tone={VERDICTS[item.verdict].tone}>{VERDICTS[item.verdict].label}</Badge> <span>{item.words}</span>
                    <br />
                    <span className={styles.muted}>
                      {name}: {item.contactValue}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}
