import { http, HttpResponse } from 'msw';
import { IMAGE_LIMITS } from '@/features/email-editor/images/limits';
import { addImage, findImage, imageKey, imagesOf, imagesTable, removeImage, renameImage, type ImageRecord } from '../db/images';
import { api } from './api-path';
import { authenticated } from './auth';
import { errorResponse, invalidJsonBody, noContent, validationFailed } from './errors';
import { fromDataUrl, makeThumbnail, readImageFacts, toDataUrl } from './image-files';
import { newestFirstPage } from './newest-first-page';
import { readJsonObject } from './request';
import { maxLength, required, text, textDirection, validateFields } from './validation';

/** The image library (spec §7 names the paths; the shapes are designed: mocks/README.md "Images"). */
const IMAGES = '/images';
/** Where uploaded pictures are served: public, like a CDN (the unguessable image id is the key). */
const FILES = '/mock-images';

const PAGING = { defaultSize: 50, maxSize: 100 };

type IdParams = { id: string };

const imageNotFound = () => errorResponse(404, [{ field: null, message: 'image not found' }]);

/** A picture the mock stored is served from its files path; a seeded stock photo is its own https URL. */
const pictureUrl = (request: Request, image: ImageRecord, variant: 'original' | 'thumbnail') =>
  image[variant].startsWith('data:') ? `${new URL(request.url).origin}/v3${FILES}/${image.id}/${variant}` : image[variant];

const toResponse = (request: Request, image: ImageRecord) => ({
  id: image.id,
  name: image.name,
  created: image.created,
  url: pictureUrl(request, image, 'original'),
  thumbnail: pictureUrl(request, image, 'thumbnail'),
  width: image.width,
  height: image.height,
});

const uploadRefused = (status: number, message: string) => errorResponse(status, [{ field: 'upload', message }]);

const isFile = (value: FormDataEntryValue | null): value is File => value !== null && typeof value !== 'string';

const extensionAllowed = (name: string) => (IMAGE_LIMITS.extensions as readonly string[]).includes(name.slice(name.lastIndexOf('.') + 1).toLowerCase());

const nameRules = { name: [text, required, maxLength(IMAGE_LIMITS.name), textDirection] };

export const imageHandlers = [
  /** Newest first, `page_size` (1–100, 50 by default) and `page_token` as everywhere in Marketing Campaigns. */
  http.get(
    api(IMAGES),
    authenticated(({ request, account }) => {
      const answer = newestFirstPage(request, imagesOf(account.actingAs), imageKey, PAGING);
      if (!answer.ok) return answer.response;
      return HttpResponse.json({ result: answer.page.map((image) => toResponse(request, image)), _metadata: answer.metadata });
    }),
  ),

  http.get(
    api(`${IMAGES}/:id`),
    authenticated<IdParams>(({ request, params, account }) => {
      const image = findImage(account.actingAs, params.id);
      return image === undefined ? imageNotFound() : HttpResponse.json(toResponse(request, image));
    }),
  ),

  /** Designed here: renames an image (`{ name }`). */
  http.patch(
    api(`${IMAGES}/:id`),
    authenticated<IdParams>(async ({ request, params, account }) => {
      const image = findImage(account.actingAs, params.id);
      if (image === undefined) return imageNotFound();
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, nameRules, 'create');
      if (errors.length > 0) return validationFailed(errors);
      return HttpResponse.json(toResponse(request, renameImage(image, String(body.name).trim())));
    }),
  ),

  http.delete(
    api(`${IMAGES}/:id`),
    authenticated<IdParams>(({ params, account }) => {
      const image = findImage(account.actingAs, params.id);
      if (image === undefined) return imageNotFound();
      removeImage(image);
      return noContent();
    }),
  ),

  /**
   * multipart/form-data: the file in `upload`, its name in `name` (the file's own name when absent). The
   * picture's bytes decide its type: a GIF, JPEG or PNG whose name ends in gif, jpeg, jpg or png, else 415;
   * over 4 MB, 413.
   */
  http.post(
    api(IMAGES),
    authenticated(async ({ request, account }) => {
      const form = await request.formData().catch(() => undefined);
      if (form === undefined) return validationFailed([{ field: null, message: 'request body must be multipart/form-data' }]);
      const file = form.get('upload');
      if (!isFile(file)) return uploadRefused(400, 'is a required field');
      if (file.size > IMAGE_LIMITS.maxBytes) return uploadRefused(413, 'must not exceed 4 MB');
      const given = form.get('name');
      const name = (typeof given === 'string' && given.trim() !== '' ? given : file.name).trim();
      const bytes = new Uint8Array(await file.arrayBuffer());
      const facts = readImageFacts(bytes);
      if (facts === undefined || !extensionAllowed(name)) return uploadRefused(415, 'must be a GIF, JPEG or PNG image');
      const nameErrors = validateFields({ name }, nameRules, 'create');
      if (nameErrors.length > 0) return validationFailed(nameErrors);
      const thumbnail = await makeThumbnail(bytes, facts);
      const image = addImage(
        account.actingAs,
        { name, original: toDataUrl(facts.type, bytes), thumbnail, width: facts.width, height: facts.height },
        new Date(),
      );
      return HttpResponse.json(toResponse(request, image), { status: 201 });
    }),
  ),

  http.get(api(`${FILES}/:id/:variant`), ({ params }) => {
    const image = imagesTable.get(String(params.id));
    const variant = params.variant === 'original' || params.variant === 'thumbnail' ? params.variant : undefined;
    const picture = image && variant ? fromDataUrl(image[variant]) : undefined;
    if (picture === undefined) return imageNotFound();
    return new HttpResponse(picture.bytes, { headers: { 'Content-Type': picture.type, 'Cache-Control': 'private, max-age=31536000, immutable' } });
  }),
];
