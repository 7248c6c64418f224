import { lazy, Suspense } from 'react';
import { ContentChooserPage, type DesignKind } from '@/features/automation-messages/components/ContentChooserPage';
import { Spinner } from '@/shared/ui/Spinner';

// The design lists (and the design library's state) load when their tab opens: the chooser opens on the blank starts.
const DesignGallery = lazy(() => import('@/features/single-sends/components/DesignGallery').then((module) => ({ default: module.DesignGallery })));

/** The content chooser, with the design library's lists as single sends show them (their "Use this design" leads to the version route). */
const designs = (kind: DesignKind, versionPath: (designId: string) => string) => (
  <Suspense fallback={<Spinner label="Loading the designs" />}>
    <DesignGallery kind={kind} templatePath={versionPath} />
  </Suspense>
);

/** `detail/messages/:messageNum/new/selector`: the start of a new email. */
export function NewMessageChooserRoute() {
  return <ContentChooserPage creationType="new" designs={designs} />;
}

/** `detail/messages/:messageNum/create-design/selector`: the new start of an email's content. */
export function ReplaceContentChooserRoute() {
  return <ContentChooserPage creationType="create-design" designs={designs} />;
}
