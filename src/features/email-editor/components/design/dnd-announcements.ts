import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What dnd-kit's keyboard and screen reader support says, naming modules as the canvas does. */
export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a module, press Space or Enter on its drag handle, then the arrow keys to move it. Press Space or Enter again to drop it, or Escape to cancel. Its Move up and Move down buttons move it one place.',
};

const labelOf = (data: unknown): string => (typeof data === 'object' && data !== null && 'label' in data ? String(data.label) : 'The module');

export const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${labelOf(active.data.current)}.`,
  // Over its own place right after pick-up: saying nothing lets "picked up" be heard.
  onDragOver: ({ active, over }) => {
    if (over?.id === active.id) return undefined;
    return over ? `${labelOf(active.data.current)} is over ${labelOf(over.data.current)}.` : `${labelOf(active.data.current)} is no longer over a place to drop it.`;
  },
  onDragEnd: ({ active, over }) => (over ? `${labelOf(active.data.current)} was dropped on ${labelOf(over.data.current)}.` : `${labelOf(active.data.current)} was dropped where it was.`),
  onDragCancel: ({ active }) => `Moving ${labelOf(active.data.current)} was cancelled. It is back where it was.`,
};
