import { DOCUMENT_LIMITS as LIMITS } from '../../../document/limits';
import { updateDesignSettings } from '../../../document/operations';
import type { DesignSettings } from '../../../document/types';
import { useDesignEditing } from '../design-editing';
import { ColourSetting, FontSetting, NumberSetting, TextSetting } from './SettingFields';

/** The whole email's settings, shown while no module is selected. */
export function DesignSettingsPanel({ settings: s }: { settings: DesignSettings }) {
  const { edit } = useDesignEditing();
  const update = (patch: Partial<DesignSettings>, field: string) => edit((document) => updateDesignSettings(document, patch), `design:${field}`);
  return (
    <>
      <TextSetting label="Preheader" hint="The line inboxes show after the subject." value={s.preheader} onChange={(preheader) => update({ preheader }, 'preheader')} />
      <NumberSetting label="Email width (pixels)" value={s.width} {...LIMITS.width} onChange={(width) => update({ width: width ?? s.width }, 'width')} />
      <FontSetting value={s.fontFamily} onChange={(fontFamily) => update({ fontFamily: fontFamily ?? s.fontFamily }, 'fontFamily')} />
      <NumberSetting label="Font size (pixels)" value={s.fontSize} {...LIMITS.fontSize} onChange={(fontSize) => update({ fontSize: fontSize ?? s.fontSize }, 'fontSize')} />
      <ColourSetting label="Text" value={s.textColor} onChange={(textColor) => update({ textColor: textColor ?? s.textColor }, 'textColor')} />
      <ColourSetting label="Link" value={s.linkColor} onChange={(linkColor) => update({ linkColor: linkColor ?? s.linkColor }, 'linkColor')} />
      <ColourSetting label="Content background" value={s.contentBackgroundColor} onChange={(contentBackgroundColor) => update({ contentBackgroundColor: contentBackgroundColor ?? s.contentBackgroundColor }, 'contentBackgroundColor')} />
      <ColourSetting label="Page background" value={s.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor: backgroundColor ?? s.backgroundColor }, 'backgroundColor')} />
    </>
  );
}
