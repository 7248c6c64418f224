import type { PlacedProblem, ProblemPlace } from './types';

/** The problems of one place (and one email), without repeats. */
export const problemsAt = (problems: readonly PlacedProblem[], place: ProblemPlace, messageNumber?: number): string[] => [
  ...new Set(problems.filter((problem) => problem.place === place && (messageNumber === undefined || problem.messageNumber === messageNumber)).map((problem) => problem.message)),
];
