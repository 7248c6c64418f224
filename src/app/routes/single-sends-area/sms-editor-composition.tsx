import { lazy, Suspense } from 'react';
import type { SmsCreateListProps, SmsEditorComposition, SmsImageLibraryProps } from '@/features/single-sends/sms/sms-composition';
import { Spinner } from '@/shared/ui/Spinner';

const ImageLibrary = lazy(() => import('./SmsImageLibrary').then((module) => ({ default: module.SmsImageLibrary })));
const CreateList = lazy(() => import('../single-sends-inline/CreateListDialog').then((module) => ({ default: module.CreateListDialog })));

/** The SMS editor's sub-screens from other features, each loaded the first time it opens. */
export const smsEditorComposition: SmsEditorComposition = {
  ImageLibrary: (props: SmsImageLibraryProps) => (
    <Suspense fallback={<Spinner label="Loading the image manager" />}>
      <ImageLibrary {...props} />
    </Suspense>
  ),
  CreateList: (props: SmsCreateListProps) => (
    <Suspense fallback={<Spinner label="Loading" />}>
      <CreateList {...props} />
    </Suspense>
  ),
};
