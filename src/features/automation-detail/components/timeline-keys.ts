import type { KeyboardEvent } from 'react';

export const STEP_ATTRIBUTE = 'data-timeline-step';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowRight: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The timeline's keys: on a step (not in a field inside it), the arrow keys move to the next or previous
 * step in reading order (down the main path, then each branch's yes and no paths), Home and End to the
 * first and last. Every step also stays in the Tab order.
 */
export function moveBetweenSteps(event: KeyboardEvent<HTMLElement>) {
  const move = MOVES[event.key];
  const target = event.target as HTMLElement;
  if (!move || !target.hasAttribute(STEP_ATTRIBUTE) || event.altKey || event.ctrlKey || event.metaKey) return;
  const steps = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${STEP_ATTRIBUTE}]`)];
  const index = steps.indexOf(target);
  if (index < 0) return;
  event.preventDefault();
  steps[move(index, steps.length)]?.focus();
}
