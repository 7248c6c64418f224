import { DEFAULT_FONT_FAMILY } from './font-stacks';
import { SENDER_PLACEHOLDERS } from './placeholders';
import { type ColumnsSettings, type DesignSettings, type ModuleSettingsByType, type Padding, type UnsubscribeSettings } from './types';

const [SENDER_NAME, , SENDER_ADDRESS, SENDER_CITY, SENDER_STATE, SENDER_COUNTRY, SENDER_ZIP] = SENDER_PLACEHOLDERS;

export const DEFAULT_DESIGN_SETTINGS: DesignSettings = {
  width: 600,
  backgroundColor: '#FFFFFF',
  contentBackgroundColor: '#FFFFFF',
  textColor: '#000000',
  linkColor: '#1188E6',
  fontFamily: DEFAULT_FONT_FAMILY,
  fontSize: 14,
  preheader: '',
};

/** Padding with the same top and bottom, and the same left and right. */
export const symmetricPadding = (vertical: number, horizontal: number): Padding => ({
  top: vertical,
  right: horizontal,
  bottom: vertical,
  left: horizontal,
});

export const NO_PADDING = symmetricPadding(0, 0);

/** The default unsubscribe footer: sender name, address line, unsubscribe and preferences links. */
export const DEFAULT_UNSUBSCRIBE_FOOTER: Pick<
  UnsubscribeSettings,
  'senderLine' | 'addressLine' | 'unsubscribeLabel' | 'preferencesLabel' | 'showPreferencesLink'
> = {
  senderLine: SENDER_NAME,
  addressLine: `${SENDER_ADDRESS}, ${SENDER_CITY}, ${SENDER_STATE} ${SENDER_ZIP}, ${SENDER_COUNTRY}`,
  unsubscribeLabel: 'Unsubscribe',
  preferencesLabel: 'Unsubscribe Preferences',
  showPreferencesLink: true,
};

/** A new module's settings. Factories copy these; never mutate them. */
export const MODULE_DEFAULTS: ModuleSettingsByType = {
  button: {
    text: 'Your Button Text',
    href: '',
    align: 'center',
    backgroundColor: '#333333',
    textColor: '#FFFFFF',
    borderColor: '#333333',
    borderWidth: 1,
    borderRadius: 6,
    fontSize: 14,
    fontWeight: 'normal',
    fontFamily: null,
    height: 30,
    innerPadding: { vertical: 12, horizontal: 18 },
    width: null,
    containerBackgroundColor: null,
    padding: symmetricPadding(10, 20),
  },
  code: { html: '<p>Your own HTML goes here.</p>' },
  divider: {
    color: '#CCCCCC',
    thickness: 1,
    style: 'solid',
    widthPercent: 100,
    align: 'center',
    backgroundColor: null,
    padding: symmetricPadding(10, 20),
  },
  image: { src: '', alt: '', href: '', width: null, align: 'center', backgroundColor: null, padding: NO_PADDING },
  imageText: {
    image: { src: '', alt: '', href: '', width: null },
    html: '<p>Tell your readers about the picture here.</p>',
    imagePosition: 'left',
    lineHeight: 22,
    backgroundColor: null,
    padding: symmetricPadding(10, 20),
  },
  social: {
    facebookUrl: '',
    xUrl: '',
    instagramUrl: '',
    pinterestUrl: '',
    linkedinUrl: '',
    tiktokUrl: '',
    align: 'center',
    iconSize: 32,
    backgroundColor: null,
    padding: symmetricPadding(10, 20),
  },
  spacer: { height: 10, backgroundColor: null },
  text: { html: '<p>Your text goes here.</p>', lineHeight: 22, backgroundColor: null, padding: symmetricPadding(10, 20) },
  unsubscribe: {
    ...DEFAULT_UNSUBSCRIBE_FOOTER,
    align: 'center',
    fontSize: 12,
    textColor: '#444444',
    backgroundColor: null,
    padding: symmetricPadding(20, 20),
  },
};

export const DEFAULT_COLUMNS_SETTINGS: ColumnsSettings = { layout: '1-1', backgroundColor: null, padding: NO_PADDING };
