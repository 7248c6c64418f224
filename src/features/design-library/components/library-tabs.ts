import { useMatches } from 'react-router-dom';

/** The design library's tabs; each is the path segment after /design-library. */
export type DesignLibraryTab = 'your-designs' | 'sendgrid-designs' | 'images';

export const LIBRARY_TABS: readonly { id: DesignLibraryTab; label: string }[] = [
  { id: 'your-designs', label: 'Your Designs' },
  { id: 'sendgrid-designs', label: 'System Designs' },
  { id: 'images', label: 'Your Images' },
];

const tabOf = (handle: unknown): DesignLibraryTab | undefined =>
  typeof handle === 'object' && handle !== null ? (handle as { designLibraryTab?: DesignLibraryTab }).designLibraryTab : undefined;

/** The tab the current route belongs to (routes name theirs in their `handle`). */
export function useSelectedTab(): DesignLibraryTab {
  return useMatches().map((match) => tabOf(match.handle)).find((id) => id !== undefined) ?? 'your-designs';
}
