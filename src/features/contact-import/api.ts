import type { Observable } from 'rxjs';
import type { ApiClient } from '@/shared/api/client';
import type { UploadEvent, Uploader } from '@/shared/api/uploader';
import type { IdentifierField } from '@/shared/audience/contact';
import type { ImportRequestDto, ImportStartedDto, MatchCountDto, UploadHeaderDto } from './types';

const IMPORTS = '/marketing/contacts/imports';

/** Starts an import job: the answer says where to upload the file. */
export const startImport = (api: ApiClient, body: ImportRequestDto): Observable<ImportStartedDto> => api.put<ImportStartedDto>(IMPORTS, body);

/** Sends the file to the upload URL the import answered, with its headers; progress, then the answer. */
export const uploadImportFile = (uploader: Uploader, uri: string, headers: readonly UploadHeaderDto[], file: Blob): Observable<UploadEvent<unknown>> =>
  uploader.put<unknown>(uri, file, headers);

/** How many of these rows' identifiers belong to existing contacts (mock extension, MATCH_ROWS_PER_REQUEST rows at most). */
export const countExistingContacts = (api: ApiClient, identifierTypes: readonly IdentifierField[], rows: string[][]): Observable<MatchCountDto> =>
  api.post<MatchCountDto>('/marketing/contacts/identifiers/matches', { identifier_types: identifierTypes, rows }, { reads: true });
