import type { ComponentType } from 'react';

/** What image_manager shows: the image library, to upload to and to add images to the message from. */
export interface SmsImageLibraryProps {
  /** The image URLs the message carries. */
  chosen: readonly string[];
  /** Whether another image may be added (at most 10). */
  canAdd: boolean;
  onAdd(url: string): void;
  onClose(): void;
}

/** modals/create_list: a new list, chosen for the recipients once made. */
export interface SmsCreateListProps {
  onCreated(listId: string): void;
  onClose(): void;
}

/** What the app composes into the SMS editor from other features (src/app/routes/single-sends-area). */
export interface SmsEditorComposition {
  ImageLibrary: ComponentType<SmsImageLibraryProps>;
  CreateList: ComponentType<SmsCreateListProps>;
}
