import { useEffect, useState } from 'react';
import type { ContentChecks } from '@/features/single-send-review/components/ReviewPage';
import type { SingleSendDto } from '@/shared/sending/single-send';

const NONE: ContentChecks = { handlebarsIssues: 0, warnings: [] };

/** The content checks of the send on screen, run again when its content changes; SMS has none. */
export function useContentChecks(send: SingleSendDto | null): ContentChecks | undefined {
  const [checks, setChecks] = useState<{ of: string; checks: ContentChecks }>();
  const of = send ? `${send.id}:${send.updated_at}` : '';
  useEffect(() => {
    if (!send || send.channel === 'sms') return;
    let current = true;
    void import('./content-checks')
      .then(({ checkSendContent }) => checkSendContent(send))
      .then((result) => current && setChecks({ of, checks: result }))
      .catch(() => current && setChecks({ of, checks: NONE }));
    return () => {
      current = false;
    };
    // The key `of` changes exactly when the content may have.
  }, [of]); // eslint-disable-line react-hooks/exhaustive-deps
  if (send?.channel === 'sms') return NONE;
  return checks?.of === of ? checks.checks : undefined;
}
