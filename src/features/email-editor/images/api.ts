import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import type { UploadEvent, Uploader } from '@/shared/api/uploader';
import { pageQuery, tokenPage } from '@/shared/paging/page-token';
import type { Page, PageRequest } from '@/shared/paging/paged-collection';
import { toLibraryImage, type ImageDto, type ImagesPageDto, type LibraryImage } from './types';

const IMAGES = '/images';
const imagePath = (id: string) => `${IMAGES}/${encodeURIComponent(id)}`;

/** One page of the library, newest first; the cursor is `_metadata.next`'s page token. */
export const fetchImagesPage = (api: ApiClient, page: PageRequest): Observable<Page<LibraryImage>> =>
  api.get<ImagesPageDto>(IMAGES, { query: pageQuery(page) }).pipe(map((dto) => tokenPage(dto.result.map(toLibraryImage), dto._metadata)));

export const fetchImage = (api: ApiClient, id: string) => api.get<ImageDto>(imagePath(id)).pipe(map(toLibraryImage));

export const deleteImage = (api: ApiClient, id: string) => api.delete<void>(imagePath(id));

/** Designed here (mocks/README.md "Images"): the spec has no rename call. */
export const renameImage = (api: ApiClient, id: string, name: string) =>
  api.patch<ImageDto>(imagePath(id), { name }).pipe(map(toLibraryImage));

/**
 * POST /images, multipart: the file in the `upload` field and its name in `name` (the name a file
 * field carries is not kept by every client: Node's FormData sends "blob" for a browser File).
 */
export const uploadImage = (uploader: Uploader, file: File): Observable<UploadEvent<LibraryImage>> => {
  const form = new FormData();
  form.append('upload', file);
  form.append('name', file.name);
  return uploader
    .upload<ImageDto>(IMAGES, form)
    .pipe(map((event) => (event.type === 'answered' ? { type: 'answered', body: toLibraryImage(event.body) } : event)));
};
