/**
 * The design document: what the design editor edits and the renderer turns into email HTML. It is
 * plain JSON (no classes, no functions), so it can be stored, sent to a worker and compared.
 *
 * The body is a list of rows. A row is one full-width content module, or a `columns` module that
 * splits the row into 1 to 4 columns, each holding content modules (columns do not nest).
 */

export const DOCUMENT_VERSION = 1;

export const COLUMN_LAYOUTS = ['1', '1-1', '1-1-1', '1-1-1-1', '1-2', '1-3', '2-1', '3-1'] as const;
export type ColumnLayout = (typeof COLUMN_LAYOUTS)[number];

export const ALIGNMENTS = ['left', 'center', 'right', 'unset'] as const;
/** `unset` leaves the alignment to the email client (no align attribute). */
export type Alignment = (typeof ALIGNMENTS)[number];

/** The text editor's paragraph styles: normal text and the six heading levels (their tag names). */
export const HEADING_STYLES = ['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingStyle = (typeof HEADING_STYLES)[number];

export const DIVIDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
export type DividerStyle = (typeof DIVIDER_STYLES)[number];

export const IMAGE_POSITIONS = ['left', 'right'] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];

export const FONT_WEIGHTS = ['normal', 'bold'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/** Pixels on each side. */
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface DesignSettings {
  /** Content width in pixels (600 by default). */
  width: number;
  /** The page around the content. */
  backgroundColor: string;
  contentBackgroundColor: string;
  textColor: string;
  linkColor: string;
  /** One of FONT_STACKS' values. */
  fontFamily: string;
  fontSize: number;
  /** The inbox preview line; empty for none. */
  preheader: string;
}

export interface TextSettings {
  /** Rich HTML from the text editor; sanitised whenever it is rendered. */
  html: string;
  /** Line height in pixels. */
  lineHeight: number;
  backgroundColor: string | null;
  padding: Padding;
}

export interface ButtonSettings {
  text: string;
  href: string;
  align: Alignment;
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  borderWidth: number;
  borderRadius: number;
  fontSize: number;
  fontWeight: FontWeight;
  /** null inherits the design's font. */
  fontFamily: string | null;
  height: number;
  /** The space inside the button, around its text. */
  innerPadding: { vertical: number; horizontal: number };
  /** Fixed width in pixels; null fits the text. */
  width: number | null;
  containerBackgroundColor: string | null;
  padding: Padding;
}

export interface ImageFields {
  src: string;
  alt: string;
  /** Empty for an image that links nowhere. */
  href: string;
  /** Pixels; null fills the column. */
  width: number | null;
}

export interface ImageSettings extends ImageFields {
  align: Alignment;
  backgroundColor: string | null;
  padding: Padding;
}

export interface ImageTextSettings {
  image: ImageFields;
  html: string;
  imagePosition: ImagePosition;
  lineHeight: number;
  backgroundColor: string | null;
  padding: Padding;
}

export interface DividerSettings {
  color: string;
  thickness: number;
  style: DividerStyle;
  /** Percent of the column. */
  widthPercent: number;
  align: Alignment;
  backgroundColor: string | null;
  padding: Padding;
}

export interface SpacerSettings {
  height: number;
  backgroundColor: string | null;
}

export interface CodeSettings {
  /** The author's own HTML, inserted as it is (previews sandbox it; links still pass the pre-send checks). */
  html: string;
}

export const SOCIAL_URL_FIELDS = ['facebookUrl', 'xUrl', 'instagramUrl', 'pinterestUrl', 'linkedinUrl', 'tiktokUrl'] as const;
export type SocialUrlField = (typeof SOCIAL_URL_FIELDS)[number];

export type SocialSettings = Record<SocialUrlField, string> & {
  align: Alignment;
  /** Icon size in pixels, used when the host serves icons (RenderOptions.socialIconBaseUrl). */
  iconSize: number;
  backgroundColor: string | null;
  padding: Padding;
};

export interface UnsubscribeSettings {
  senderLine: string;
  addressLine: string;
  unsubscribeLabel: string;
  preferencesLabel: string;
  /** Turned off when the host picks an unsubscribe group without a preferences page. */
  showPreferencesLink: boolean;
  align: Alignment;
  fontSize: number;
  textColor: string;
  backgroundColor: string | null;
  padding: Padding;
}

export interface ModuleSettingsByType {
  button: ButtonSettings;
  code: CodeSettings;
  divider: DividerSettings;
  image: ImageSettings;
  imageText: ImageTextSettings;
  social: SocialSettings;
  spacer: SpacerSettings;
  text: TextSettings;
  unsubscribe: UnsubscribeSettings;
}

export type ContentModuleType = keyof ModuleSettingsByType;
export type ModuleType = ContentModuleType | 'columns';

export const CONTENT_MODULE_TYPES = [
  'button',
  'code',
  'divider',
  'image',
  'imageText',
  'social',
  'spacer',
  'text',
  'unsubscribe',
] as const satisfies readonly ContentModuleType[];
export const MODULE_TYPES = ['button', 'code', 'columns', 'divider', 'image', 'imageText', 'social', 'spacer', 'text', 'unsubscribe'] as const satisfies readonly ModuleType[];

/** A module that holds content (anything but columns). */
export type ContentModule = {
  [T in ContentModuleType]: { id: string; type: T; settings: ModuleSettingsByType[T] };
}[ContentModuleType];

export type ContentModuleOf<T extends ContentModuleType> = Extract<ContentModule, { type: T }>;

export interface Column {
  id: string;
  modules: ContentModule[];
}

export interface ColumnsSettings {
  layout: ColumnLayout;
  backgroundColor: string | null;
  padding: Padding;
}

export interface ColumnsModule {
  id: string;
  type: 'columns';
  settings: ColumnsSettings;
  /** As many as the layout has parts. */
  columns: Column[];
}

export type Row = ContentModule | ColumnsModule;
export type Module = Row;

export interface DesignDocument {
  version: typeof DOCUMENT_VERSION;
  settings: DesignSettings;
  rows: Row[];
}

/** Where a module sits: the body's list of rows, or one column of a columns module. */
export type Container = { kind: 'body' } | { kind: 'column'; columnsId: string; column: number };

export interface Position {
  container: Container;
  /** The index the module has in its container once there. */
  index: number;
}
