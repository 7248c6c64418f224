import { useState } from 'react';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { AUTOMATION_TEMPLATES, type AutomationTemplateKey } from '@/shared/sending/automation-limits';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { selectCreate } from '../selectors';
import { createRequested } from '../slice';
import { STARTING_POINT_OUTLINES } from '../starting-points';
import styles from './ChooseStartPage.module.css';
import { useAreaPath } from './use-area-path';
import { useCreateAutomation } from './use-create-automation';

/**
 * /automations/choose: the starting points side by side, each with what it is for and an outline of its
 * emails; "Use this" makes a draft named after it ("Untitled Welcome Series") and opens its detail page.
 */
export function ChooseStartPage() {
  const dispatch = useAppDispatch();
  const to = useAreaPath();
  const { openCreated } = useCreateAutomation();
  const request = useAppSelector(selectCreate).request;
  const [chosen, setChosen] = useState<AutomationTemplateKey | null>(null);
  const busy = isInFlight(request);
  const error = errorOf(request);
  useRequestOutcome(request, { onComplete: openCreated });

  const use = (key: AutomationTemplateKey) => {
    setChosen(key);
    dispatch(createRequested({ template: key }));
  };

  return (
    <>
      <PageHeader
        title="Choose a starting point"
        breadcrumb={[{ label: 'Automations', to: to() }]}
        description="Each starting point becomes a draft you finish on its page: the entry list or segment, the emails, their delays. It sends nothing until you set it live."
      />
      {error && (
        <InlineAlert tone="danger" title="We could not create the automation.">
          {error.message}
        </InlineAlert>
      )}
      <ul className={styles.cards}>
        {AUTOMATION_TEMPLATES.map(({ key, title, name, description }) => (
          <li key={key}>
            <Card
              title={title}
              actions={
                <Button variant="primary" loading={busy && chosen === key} disabled={busy} aria-label={`Use this: ${title}`} onClick={() => use(key)}>
                  Use this
                </Button>
              }
            >
              <p>{description}</p>
              <p className={styles.named}>Starts as “{name}”.</p>
              <ol className={styles.outline} aria-label={`${title} outline`}>
                {STARTING_POINT_OUTLINES[key].map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
