export interface NavigationItem {
  label: string;
  path: string;
  end?: boolean;
}

/** The main navigation; grows as features land. */
export const navigationItems: NavigationItem[] = [
  { label: 'Home', path: '/', end: true },
  { label: 'Senders', path: '/senders' },
];
