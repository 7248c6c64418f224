import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { focusHeadingWhenShown } from '../shell/heading-focus';
import { OfflinePage } from './OfflinePage';

/**
 * An area's route table did not download while the browser was offline (an OfflineRoutesError from
 * feature-routes.ts): the offline page, in the shell, so nothing typed elsewhere is lost. "Try again"
 * opens the same address again, which loads the table again: offline, a new error arrives here and the
 * page says the retry failed; online, a failure goes to the chunk error page (the reload) and a success
 * shows the area's screen, its heading focused as the focused button is gone. A later visit tries again
 * by itself.
 */
export function OfflineRoutesPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  // The error the last retry started from: while it is still the one shown, the retry runs.
  const [retriedFrom, setRetriedFrom] = useState<{ error: unknown }>();
  const retried = useRef(false);

  useEffect(
    () => () => {
      const main = document.getElementById('main');
      if (retried.current && main) focusHeadingWhenShown(main);
    },
    [],
  );

  const retry = () => {
    retried.current = true;
    setRetriedFrom({ error });
    void navigate({ pathname, search, hash }, { replace: true, state });
  };

  return (
    <OfflinePage
      retrying={retriedFrom !== undefined && retriedFrom.error === error}
      stillOffline={retriedFrom !== undefined && retriedFrom.error !== error}
      onRetry={retry}
    />
  );
}
