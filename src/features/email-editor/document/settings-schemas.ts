import { DEFAULT_COLUMNS_SETTINGS, DEFAULT_DESIGN_SETTINGS, MODULE_DEFAULTS } from './defaults';
import { DOCUMENT_LIMITS as LIMITS } from './limits';
import {
  boolean,
  colour,
  fontStack,
  nullable,
  numberIn,
  objectOf,
  oneOf,
  paddingReader,
  text,
  type Reader,
  type Shape,
} from './settings-readers';
import {
  ALIGNMENTS,
  COLUMN_LAYOUTS,
  DIVIDER_STYLES,
  FONT_WEIGHTS,
  IMAGE_POSITIONS,
  type ColumnsSettings,
  type DesignSettings,
  type ImageFields,
  type ModuleSettingsByType,
  type Padding,
} from './types';

const html = text(LIMITS.htmlLength);
const url = text(LIMITS.urlLength);
const label = text(LIMITS.textLength);
const fontSize = numberIn(LIMITS.fontSize);
const lineHeight = numberIn(LIMITS.lineHeight);
const alignment = oneOf(ALIGNMENTS);
const optionalColour = nullable(colour);
const pixels = numberIn({ min: 1, max: LIMITS.width.max });
const padding = (defaults: Padding) => paddingReader(LIMITS.padding, defaults);

const imageFields = objectOf<ImageFields>({ src: url, alt: label, href: url, width: nullable(pixels) }, MODULE_DEFAULTS.imageText.image);

const shapes: { [T in keyof ModuleSettingsByType]: Shape<ModuleSettingsByType[T]> } = {
  button: {
    text: label,
    href: url,
    align: alignment,
    backgroundColor: colour,
    textColor: colour,
    borderColor: colour,
    borderWidth: numberIn(LIMITS.borderWidth),
    borderRadius: numberIn(LIMITS.borderRadius),
    fontSize,
    fontWeight: oneOf(FONT_WEIGHTS),
    fontFamily: nullable(fontStack),
    height: numberIn(LIMITS.height),
    innerPadding: objectOf(
      { vertical: numberIn(LIMITS.padding), horizontal: numberIn(LIMITS.padding) },
      MODULE_DEFAULTS.button.innerPadding,
    ),
    width: nullable(pixels),
    containerBackgroundColor: optionalColour,
    padding: padding(MODULE_DEFAULTS.button.padding),
  },
  code: { html },
  divider: {
    color: colour,
    thickness: numberIn(LIMITS.borderWidth),
    style: oneOf(DIVIDER_STYLES),
    widthPercent: numberIn({ min: 1, max: 100 }),
    align: alignment,
    backgroundColor: optionalColour,
    padding: padding(MODULE_DEFAULTS.divider.padding),
  },
  image: {
    src: url,
    alt: label,
    href: url,
    width: nullable(pixels),
    align: alignment,
    backgroundColor: optionalColour,
    padding: padding(MODULE_DEFAULTS.image.padding),
  },
  imageText: {
    image: imageFields,
    html,
    imagePosition: oneOf(IMAGE_POSITIONS),
    lineHeight,
    backgroundColor: optionalColour,
    padding: padding(MODULE_DEFAULTS.imageText.padding),
  },
  social: {
    facebookUrl: url,
    xUrl: url,
    instagramUrl: url,
    pinterestUrl: url,
    linkedinUrl: url,
    tiktokUrl: url,
    align: alignment,
    iconSize: numberIn(LIMITS.iconSize),
    backgroundColor: optionalColour,
    padding: padding(MODULE_DEFAULTS.social.padding),
  },
  spacer: { height: numberIn(LIMITS.height), backgroundColor: optionalColour },
  text: { html, lineHeight, backgroundColor: optionalColour, padding: padding(MODULE_DEFAULTS.text.padding) },
  unsubscribe: {
    senderLine: label,
    addressLine: label,
    unsubscribeLabel: label,
    preferencesLabel: label,
    showPreferencesLink: boolean,
    align: alignment,
    fontSize,
    textColor: colour,
    backgroundColor: optionalColour,
    padding: padding(MODULE_DEFAULTS.unsubscribe.padding),
  },
};

export const MODULE_SETTINGS_READERS = Object.fromEntries(
  Object.entries(shapes).map(([type, shape]) => [type, objectOf(shape as never, MODULE_DEFAULTS[type as keyof ModuleSettingsByType])]),
) as { [T in keyof ModuleSettingsByType]: Reader<ModuleSettingsByType[T]> };

export const COLUMNS_SETTINGS_READER = objectOf<ColumnsSettings>(
  { layout: oneOf(COLUMN_LAYOUTS), backgroundColor: optionalColour, padding: padding(DEFAULT_COLUMNS_SETTINGS.padding) },
  DEFAULT_COLUMNS_SETTINGS,
);

export const DESIGN_SETTINGS_READER = objectOf<DesignSettings>(
  {
    width: numberIn(LIMITS.width),
    backgroundColor: colour,
    contentBackgroundColor: colour,
    textColor: colour,
    linkColor: colour,
    fontFamily: fontStack,
    fontSize,
    preheader: label,
  },
  DEFAULT_DESIGN_SETTINGS,
);
