import { useKeptEdits, type KeptEditsState } from '@/shared/kept-edits/use-kept-edits';
import type { EditorSession, EmailContent } from '../session-types';

/**
 * Every editor session's content that is not saved (typed, saving, failed, timed out, in conflict) is kept
 * in this browser per user and session, so a reload or a sign-in after a 401 offers it back. Keyed by the
 * session key, which each host already makes unique (`design:<id>`, `dynamic-template:<t>:<v>`, …): hosts
 * need no wiring of their own.
 */
export const KEPT_EDITOR_CONTENT_KIND = 'email-editor-content';

export function useKeptSessionEdits(session: EditorSession): KeptEditsState<EmailContent> {
  return useKeptEdits({
    kind: KEPT_EDITOR_CONTENT_KIND,
    id: session.key,
    values: session.history.present,
    dirty: session.save.status !== 'saved',
    ready: true,
    basedOn: session.revision,
  });
}
