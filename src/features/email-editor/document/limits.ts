/** Bounds a stored design must keep; the parser refuses documents outside them. */
export const DOCUMENT_LIMITS = {
  rows: 1000,
  modulesPerColumn: 200,
  modules: 2000,
  /** designs' html_content is at most 1 MiB; one module's HTML cannot be more. */
  htmlLength: 1024 * 1024,
  urlLength: 4096,
  textLength: 2000,
  width: { min: 320, max: 1000 },
  fontSize: { min: 8, max: 96 },
  lineHeight: { min: 8, max: 200 },
  padding: { min: 0, max: 200 },
  borderWidth: { min: 0, max: 20 },
  borderRadius: { min: 0, max: 100 },
  height: { min: 0, max: 1000 },
  iconSize: { min: 12, max: 64 },
} as const;
