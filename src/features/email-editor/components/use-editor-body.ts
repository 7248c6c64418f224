import { useEffect, useState, type ComponentType } from 'react';
import type { EditorKind } from '../session-types';

/** The spec's editor timeout: the editor is on screen within this time, or says it could not load. */
export const EDITOR_TIMEOUT_MS = 3000;

export type EditorBody = ComponentType<{ sessionKey: string; basePath: string }>;

/** The body of each kind of editor, each in its own chunk (dnd-kit with the canvas, CodeMirror with the code). */
const BODIES: Record<EditorKind, () => Promise<EditorBody>> = {
  design: () => import('./design/DesignEditor').then((module) => module.DesignEditor),
  code: () => import('../code/CodeEditorPane').then((module) => module.CodeEditorPane),
};

export interface EditorBodyLoad {
  /** The loaded body of `kind`, when it is there. */
  Body?: EditorBody;
  /** The body (or the session it shows) did not arrive within EDITOR_TIMEOUT_MS, or its chunk failed. */
  failed: boolean;
  retry(): void;
}

/**
 * Loads the body of the editor of `kind` (undefined while the host has not opened the session yet) and
 * gives up after EDITOR_TIMEOUT_MS, so a slow or failed load says so with a retry instead of spinning.
 * A body that arrives after the time out still replaces the message.
 */
export function useEditorBody(kind: EditorKind | undefined): EditorBodyLoad {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ kind: EditorKind; Body: EditorBody } | null>(null);
  const [chunkFailed, setChunkFailed] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const Body = loaded && loaded.kind === kind ? loaded.Body : undefined;
  const ready = Body !== undefined;

  useEffect(() => {
    setTimedOut(false);
    if (ready) return undefined;
    const timer = setTimeout(() => setTimedOut(true), EDITOR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [attempt, kind, ready]);

  useEffect(() => {
    if (kind === undefined) return undefined;
    let current = true;
    setChunkFailed(false);
    BODIES[kind]().then(
      (body) => current && setLoaded({ kind, Body: body }),
      (error: unknown) => {
        console.error(`The ${kind} editor did not load`, error);
        if (current) setChunkFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [kind, attempt]);

  return { Body, failed: !ready && (chunkFailed || timedOut), retry: () => setAttempt((count) => count + 1) };
}
