import { useEffect, useState } from 'react';
import type { DesignDocument } from '../document/types';
import { renderDesignHtml } from '../render/render-design-html';
import type { EmailContent } from '../session-types';

/**
 * The HTML of what is on screen; undefined while a design renders. A design's stored HTML is its last
 * saved rendering, up to an autosave behind the latest edit, so the design is rendered again here (the
 * same rendering the save and the test send use). If that fails, the stored one is shown.
 */
export function useCurrentHtml(content: EmailContent): string | undefined {
  const document = content.editor === 'design' ? content.document : null;
  const [rendered, setRendered] = useState<string>();
  const [failed, setFailed] = useState<DesignDocument | null>(null);

  useEffect(() => {
    if (!document) return undefined;
    let current = true;
    renderDesignHtml(document).then(
      ({ html }) => current && setRendered(html),
      (error: unknown) => {
        console.error('The preview could not render the design', error);
        if (current) setFailed(document);
      },
    );
    return () => {
      current = false;
    };
  }, [document]);

  if (!document || failed === document) return content.html;
  // An earlier rendering stays on screen while the latest edit renders, so the frame does not blink.
  return rendered;
}
