import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ExportActionContext, type ExportActionProps } from '@/shared/audience/export-action';
import { ListChoiceContext, type ListChoiceProps } from '@/shared/audience/list-choice';
import { Spinner } from '@/shared/ui/Spinner';

const LazyListChoice = lazy(() => import('@/features/lists/components/ListChoice').then((module) => ({ default: module.ListChoice })));
const LazyExportButton = lazy(() =>
  import('@/features/contact-exports/components/ExportButton').then((module) => ({ default: module.ExportButton })),
);

/** Each feature's component in its own chunk, loaded the first time a screen shows it. */
function suspended<P extends object>(Component: ComponentType<P>, name: string): ComponentType<P> {
  const Suspended = (props: P) => (
    <Suspense fallback={<Spinner label={`Loading ${name}`} />}>
      <Component {...props} />
    </Suspense>
  );
  Suspended.displayName = `Suspended(${name})`;
  return Suspended;
}

const ListChoice: ComponentType<ListChoiceProps> = suspended(LazyListChoice, 'lists');
const ExportButton: ComponentType<ExportActionProps> = suspended(LazyExportButton, 'export');

/**
 * The seams between the audience features (src/shared/audience): the lists feature's list choice and the
 * exports feature's button, for the screens of the other features that offer them.
 */
export function AudienceProviders({ children }: { children: ReactNode }) {
  return (
    <ListChoiceContext.Provider value={ListChoice}>
      <ExportActionContext.Provider value={ExportButton}>{children}</ExportActionContext.Provider>
    </ListChoiceContext.Provider>
  );
}
