import type { PageMetadata } from '@/shared/paging/page-token';

/** One image as GET /images and GET /images/{id} answer it (spec §7; mocks/README.md "Images"). */
export interface ImageDto {
  id: string;
  name: string;
  /** ISO 8601. */
  created: string;
  /** The full-size image. */
  url: string;
  thumbnail: string;
  width: number;
  height: number;
}

export interface ImagesPageDto {
  result: ImageDto[];
  _metadata?: PageMetadata;
}

/** An image of the library (spec §3). */
export interface LibraryImage {
  id: string;
  name: string;
  /** Milliseconds since the epoch. */
  created: number;
  /** The full-size image's address: what a design's image module points at. */
  originalUrl: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export const toLibraryImage = (dto: ImageDto): LibraryImage => ({
  id: dto.id,
  name: dto.name,
  created: Date.parse(dto.created),
  originalUrl: dto.url,
  thumbnailUrl: dto.thumbnail,
  width: dto.width,
  height: dto.height,
});

/** A file being uploaded: the spec's `uploadPercent`, shown until the upload succeeds or fails. */
export interface ImageUpload {
  id: string;
  fileName: string;
  /** 0 to 70 while the file is sent, 100 once its thumbnail has loaded. */
  percent: number;
}

/** A file refused before sending, with why. */
export interface RefusedImageFile {
  id: string;
  fileName: string;
  message: string;
}
