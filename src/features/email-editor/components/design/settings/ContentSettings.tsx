import { ButtonLink } from '@/shared/ui/ButtonLink';
import { DIVIDER_STYLES, IMAGE_POSITIONS, type ContentModuleOf, type ImageFields } from '../../../document/types';
import { DOCUMENT_LIMITS as LIMITS } from '../../../document/limits';
import { IMAGE_SOURCE_MESSAGE, isAllowedImageSource } from '../../../links/link-policy';
import styles from '../DesignSidebar.module.css';
import { useDesignEditing } from '../design-editing';
import { AlignmentSetting, ColourSetting, LinkSetting, NumberSetting, PaddingSetting, SelectSetting, TextSetting } from './SettingFields';
import { useModuleUpdate } from './use-module-update';

const imageSource = (src: string) => (isAllowedImageSource(src) ? ({ ok: true } as const) : ({ ok: false, message: IMAGE_SOURCE_MESSAGE } as const));

/** The picture's fields, shared by the image and the image-and-text modules. */
function ImageFieldsSettings({ image, onChange }: { image: ImageFields; onChange(patch: Partial<ImageFields>, field: string): void }) {
  const { basePath } = useDesignEditing();
  return (
    <>
      <LinkSetting label="Image address" value={image.src} check={imageSource} onChange={(src) => onChange({ src }, 'src')} />
      <ButtonLink size="sm" to={`${basePath}/image_manager`} className={styles.inlineAction}>
        Choose from your images
      </ButtonLink>
      <TextSetting label="Alt text" hint="Describes the picture to readers whose email shows no images." value={image.alt} onChange={(alt) => onChange({ alt }, 'alt')} />
      <LinkSetting label="Image link" value={image.href} onChange={(href) => onChange({ href }, 'href')} />
      <NumberSetting label="Image width (pixels)" value={image.width} min={1} max={LIMITS.width.max} emptyMeans="Empty: as wide as its column." onChange={(width) => onChange({ width }, 'width')} />
    </>
  );
}

export function TextSettings({ module }: { module: ContentModuleOf<'text'> }) {
  const update = useModuleUpdate(module.id, 'text');
  const s = module.settings;
  return (
    <>
      <p className={styles.hint}>Edit the text on the email: its toolbar sets headings, bold, links, lists and alignment.</p>
      <NumberSetting label="Line height (pixels)" value={s.lineHeight} {...LIMITS.lineHeight} onChange={(lineHeight) => update({ lineHeight: lineHeight ?? s.lineHeight }, 'lineHeight')} />
      <ColourSetting label="Background" optional value={s.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor }, 'backgroundColor')} />
      <PaddingSetting value={s.padding} limits={LIMITS.padding} onChange={(padding) => update({ padding }, 'padding')} />
    </>
  );
}

export function ImageSettings({ module }: { module: ContentModuleOf<'image'> }) {
  const update = useModuleUpdate(module.id, 'image');
  const s = module.settings;
  return (
    <>
      <ImageFieldsSettings image={s} onChange={update} />
      <AlignmentSetting value={s.align} onChange={(align) => update({ align }, 'align')} />
      <ColourSetting label="Background" optional value={s.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor }, 'backgroundColor')} />
      <PaddingSetting value={s.padding} limits={LIMITS.padding} onChange={(padding) => update({ padding }, 'padding')} />
    </>
  );
}

const POSITION_LABELS = { left: 'Picture on the left', right: 'Picture on the right' } as const;

export function ImageTextSettings({ module }: { module: ContentModuleOf<'imageText'> }) {
  const update = useModuleUpdate(module.id, 'imageText');
  const s = module.settings;
  return (
    <>
      <p className={styles.hint}>Edit the text on the email.</p>
      <ImageFieldsSettings image={s.image} onChange={(patch, field) => update({ image: { ...s.image, ...patch } }, `image.${field}`)} />
      <SelectSetting
        label="Picture position"
        value={s.imagePosition}
        options={IMAGE_POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }))}
        onChange={(imagePosition) => update({ imagePosition }, 'imagePosition')}
      />
      <NumberSetting label="Line height (pixels)" value={s.lineHeight} {...LIMITS.lineHeight} onChange={(lineHeight) => update({ lineHeight: lineHeight ?? s.lineHeight }, 'lineHeight')} />
      <ColourSetting label="Background" optional value={s.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor }, 'backgroundColor')} />
      <PaddingSetting value={s.padding} limits={LIMITS.padding} onChange={(padding) => update({ padding }, 'padding')} />
    </>
  );
}

const DIVIDER_STYLE_LABELS = { solid: 'Solid', dashed: 'Dashed', dotted: 'Dotted' } as const;

export function DividerSettings({ module }: { module: ContentModuleOf<'divider'> }) {
  const update = useModuleUpdate(module.id, 'divider');
  const s = module.settings;
  return (
    <>
      <ColourSetting label="Line" value={s.color} onChange={(color) => update({ color: color ?? s.color }, 'color')} />
      <NumberSetting label="Thickness (pixels)" value={s.thickness} {...LIMITS.borderWidth} onChange={(thickness) => update({ thickness: thickness ?? s.thickness }, 'thickness')} />
      <SelectSetting label="Line style" value={s.style} options={DIVIDER_STYLES.map((value) => ({ value, label: DIVIDER_STYLE_LABELS[value] }))} onChange={(style) => update({ style }, 'style')} />
      <NumberSetting label="Width (percent)" value={s.widthPercent} min={1} max={100} onChange={(widthPercent) => update({ widthPercent: widthPercent ?? s.widthPercent }, 'widthPercent')} />
      <AlignmentSetting value={s.align} onChange={(align) => update({ align }, 'align')} />
      <ColourSetting label="Background" optional value={s.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor }, 'backgroundColor')} />
      <PaddingSetting value={s.padding} limits={LIMITS.padding} onChange={(padding) => update({ padding }, 'padding')} />
    </>
  );
}

export function SpacerSettings({ module }: { module: ContentModuleOf<'spacer'> }) {
  const update = useModuleUpdate(module.id, 'spacer');
  const s = module.settings;
  return (
    <>
      <NumberSetting label="Height (pixels)" value={s.height} {...LIMITS.height} onChange={(height) => update({ height: height ?? s.height }, 'height')} />
      <ColourSetting label="Background" optional value={s.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor }, 'backgroundColor')} />
    </>
  );
}

export function CodeSettings() {
  const { basePath } = useDesignEditing();
  return (
    <>
      <p className={styles.hint}>This module holds your own HTML, sent as you write it. Previews show it safely.</p>
      <ButtonLink size="sm" to={`${basePath}/modules/edit_code`} className={styles.inlineAction}>
        Edit code
      </ButtonLink>
    </>
  );
}
