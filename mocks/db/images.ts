import { compareNewestFirst, type RowKey } from './newest-first';
import { createTable } from './table';
import type { User } from './users';

/** An image of a user's library (designed: spec §7 names the calls, mocks/README.md "Images" the rest). */
export interface ImageRecord {
  /** A UUID string. */
  id: string;
  owner: string;
  name: string;
  /** ISO 8601. */
  created: string;
  /** The full-size picture: an https URL (the seeded stock photos) or an uploaded file as a base64 `data:` URL. */
  original: string;
  /** The same for the thumbnail; an upload's own picture when no canvas could make one (Node tests). */
  thumbnail: string;
  width: number;
  height: number;
}

export const imagesTable = createTable<ImageRecord>();

export const imageKey = (image: ImageRecord): RowKey => [image.created, image.id];

export function imagesOf(owner: User): ImageRecord[] {
  return imagesTable
    .all()
    .filter((image) => image.owner === owner.username)
    .sort((a, b) => compareNewestFirst(imageKey(a), imageKey(b)));
}

export function findImage(owner: User, id: string): ImageRecord | undefined {
  const image = imagesTable.get(id);
  return image?.owner === owner.username ? image : undefined;
}

export function addImage(owner: User, image: Omit<ImageRecord, 'id' | 'owner' | 'created'>, now: Date): ImageRecord {
  return imagesTable.insert({ ...image, id: crypto.randomUUID(), owner: owner.username, created: now.toISOString() });
}

export const renameImage = (image: ImageRecord, name: string): ImageRecord => imagesTable.update(image.id, { name });

export function removeImage(image: ImageRecord): void {
  imagesTable.remove(image.id);
}
