import { RadioGroup } from '@/shared/ui/RadioGroup';
import { MODULE_DEFAULTS } from '../../../document/defaults';
import { DOCUMENT_LIMITS as LIMITS } from '../../../document/limits';
import { SOCIAL_NETWORKS } from '../../../document/social-networks';
import { changeRowLayout } from '../../../document/operations';
import { COLUMN_LAYOUTS, FONT_WEIGHTS, type ColumnLayout, type ColumnsModule, type ContentModuleOf } from '../../../document/types';
import { useDesignEditing } from '../design-editing';
import { AlignmentSetting, CheckboxSetting, ColourSetting, FontSetting, LinkSetting, NumberSetting, PaddingSetting, SelectSetting, TextSetting } from './SettingFields';
import { useModuleUpdate } from './use-module-update';

export function ButtonSettings({ module }: { module: ContentModuleOf<'button'> }) {
  const update = useModuleUpdate(module.id, 'button');
  const s = module.settings;
  const defaults = MODULE_DEFAULTS.button;
  return (
    <>
      <TextSetting label="Button text" value={s.text} onChange={(text) => update({ text }, 'text')} />
      <LinkSetting label="Button link" value={s.href} onChange={(href) => update({ href }, 'href')} />
      <AlignmentSetting value={s.align} onChange={(align) => update({ align }, 'align')} />
      <ColourSetting label="Button" value={s.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor: backgroundColor ?? defaults.backgroundColor }, 'backgroundColor')} />
      <ColourSetting label="Text" value={s.textColor} onChange={(textColor) => update({ textColor: textColor ?? defaults.textColor }, 'textColor')} />
      <ColourSetting label="Border" value={s.borderColor} onChange={(borderColor) => update({ borderColor: borderColor ?? defaults.borderColor }, 'borderColor')} />
      <NumberSetting label="Border width (pixels)" value={s.borderWidth} {...LIMITS.borderWidth} onChange={(borderWidth) => update({ borderWidth: borderWidth ?? s.borderWidth }, 'borderWidth')} />
      <NumberSetting label="Corner radius (pixels)" value={s.borderRadius} {...LIMITS.borderRadius} onChange={(borderRadius) => update({ borderRadius: borderRadius ?? s.borderRadius }, 'borderRadius')} />
      <NumberSetting label="Font size (pixels)" value={s.fontSize} {...LIMITS.fontSize} onChange={(fontSize) => update({ fontSize: fontSize ?? s.fontSize }, 'fontSize')} />
      <SelectSetting label="Font weight" value={s.fontWeight} options={FONT_WEIGHTS.map((value) => ({ value, label: value === 'bold' ? 'Bold' : 'Normal' }))} onChange={(fontWeight) => update({ fontWeight }, 'fontWeight')} />
      <FontSetting inherits value={s.fontFamily} onChange={(fontFamily) => update({ fontFamily }, 'fontFamily')} />
      <NumberSetting label="Height (pixels)" value={s.height} {...LIMITS.height} onChange={(height) => update({ height: height ?? s.height }, 'height')} />
      <NumberSetting label="Inner padding, top and bottom (pixels)" value={s.innerPadding.vertical} {...LIMITS.padding} onChange={(vertical) => update({ innerPadding: { ...s.innerPadding, vertical: vertical ?? 0 } }, 'innerPadding.vertical')} />
      <NumberSetting label="Inner padding, left and right (pixels)" value={s.innerPadding.horizontal} {...LIMITS.padding} onChange={(horizontal) => update({ innerPadding: { ...s.innerPadding, horizontal: horizontal ?? 0 } }, 'innerPadding.horizontal')} />
      <NumberSetting label="Button width (pixels)" value={s.width} min={1} max={LIMITS.width.max} emptyMeans="Empty: as wide as its text." onChange={(width) => update({ width }, 'width')} />
      <ColourSetting label="Container background" optional value={s.containerBackgroundColor} onChange={(containerBackgroundColor) => update({ containerBackgroundColor }, 'containerBackgroundColor')} />
      <PaddingSetting value={s.padding} limits={LIMITS.padding} onChange={(padding) => update({ padding }, 'padding')} />
    </>
  );
}

export function SocialSettings({ module }: { module: ContentModuleOf<'social'> }) {
  const update = useModuleUpdate(module.id, 'social');
  const s = module.settings;
  return (
    <>
      {SOCIAL_NETWORKS.map((network) => (
        <LinkSetting key={network.key} label={`${network.label} link`} value={s[network.urlField]} onChange={(href) => update({ [network.urlField]: href }, network.urlField)} />
      ))}
      <AlignmentSetting value={s.align} onChange={(align) => update({ align }, 'align')} />
      <NumberSetting label="Icon size (pixels)" value={s.iconSize} {...LIMITS.iconSize} onChange={(iconSize) => update({ iconSize: iconSize ?? s.iconSize }, 'iconSize')} />
      <ColourSetting label="Background" optional value={s.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor }, 'backgroundColor')} />
      <PaddingSetting value={s.padding} limits={LIMITS.padding} onChange={(padding) => update({ padding }, 'padding')} />
    </>
  );
}

export function UnsubscribeSettings({ module }: { module: ContentModuleOf<'unsubscribe'> }) {
  const update = useModuleUpdate(module.id, 'unsubscribe');
  const s = module.settings;
  return (
    <>
      <TextSetting label="Sender line" hint="Placeholders such as {{Sender_Name}} are filled in from the sender." value={s.senderLine} onChange={(senderLine) => update({ senderLine }, 'senderLine')} />
      <TextSetting label="Address line" value={s.addressLine} onChange={(addressLine) => update({ addressLine }, 'addressLine')} />
      <TextSetting label="Unsubscribe link text" value={s.unsubscribeLabel} onChange={(unsubscribeLabel) => update({ unsubscribeLabel }, 'unsubscribeLabel')} />
      <CheckboxSetting label="Show the unsubscribe preferences link" value={s.showPreferencesLink} onChange={(showPreferencesLink) => update({ showPreferencesLink }, 'showPreferencesLink')} />
      {s.showPreferencesLink && <TextSetting label="Preferences link text" value={s.preferencesLabel} onChange={(preferencesLabel) => update({ preferencesLabel }, 'preferencesLabel')} />}
      <AlignmentSetting value={s.align} onChange={(align) => update({ align }, 'align')} />
      <NumberSetting label="Font size (pixels)" value={s.fontSize} {...LIMITS.fontSize} onChange={(fontSize) => update({ fontSize: fontSize ?? s.fontSize }, 'fontSize')} />
      <ColourSetting label="Text" value={s.textColor} onChange={(textColor) => update({ textColor: textColor ?? s.textColor }, 'textColor')} />
      <ColourSetting label="Background" optional value={s.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor }, 'backgroundColor')} />
      <PaddingSetting value={s.padding} limits={LIMITS.padding} onChange={(padding) => update({ padding }, 'padding')} />
    </>
  );
}

const LAYOUT_LABELS: Record<ColumnLayout, string> = {
  '1': 'One column',
  '1-1': 'Two equal columns',
  '1-1-1': 'Three equal columns',
  '1-1-1-1': 'Four equal columns',
  '1-2': 'Two columns, the right one twice as wide',
  '1-3': 'Two columns, the right one three times as wide',
  '2-1': 'Two columns, the left one twice as wide',
  '3-1': 'Two columns, the left one three times as wide',
};

export function ColumnsSettings({ module }: { module: ColumnsModule }) {
  const { edit } = useDesignEditing();
  const update = useModuleUpdate(module.id, 'columns');
  const s = module.settings;
  return (
    <>
      <RadioGroup
        legend="Layout"
        name={`layout-${module.id}`}
        hint="Fewer columns move the removed columns’ modules into the last column."
        options={COLUMN_LAYOUTS.map((value) => ({ value, label: `${LAYOUT_LABELS[value]} (${value})` }))}
        value={s.layout}
        onChange={(layout) => edit((document) => changeRowLayout(document, module.id, layout as ColumnLayout))}
      />
      <ColourSetting label="Background" optional value={s.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor }, 'backgroundColor')} />
      <PaddingSetting value={s.padding} limits={LIMITS.padding} onChange={(padding) => update({ padding }, 'padding')} />
    </>
  );
}
