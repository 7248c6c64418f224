import { useId } from 'react';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Select, type SelectOption } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { isCssColour } from '../../../document/css-values';
import { FONT_STACKS } from '../../../document/font-stacks';
import { NAMED_COLOURS } from '../../../document/palette';
import { ALIGNMENTS, type Alignment, type Padding } from '../../../document/types';
import { checkLink } from '../../../links/link-policy';
import styles from '../DesignSidebar.module.css';
import { useDraft, type Parsed } from './use-draft';

/*
 * The labelled controls of the settings panels. Each commits through `onChange` as the user types;
 * text that cannot be a value (a letter in a size, a javascript: link) shows why next to the field
 * and is not committed.
 */

export function TextSetting({ label, value, onChange, hint }: { label: string; value: string; onChange(value: string): void; hint?: string }) {
  return <TextField label={label} name={label} value={value} hint={hint} onChange={(event) => onChange(event.target.value)} />;
}

export function CheckboxSetting({ label, value, onChange }: { label: string; value: boolean; onChange(value: boolean): void }) {
  return <Checkbox label={label} name={label} checked={value} onChange={(event) => onChange(event.target.checked)} />;
}

export function SelectSetting<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly SelectOption[]; onChange(value: T): void }) {
  return <Select label={label} name={label} value={value} options={[...options]} onChange={(event) => onChange(event.target.value as T)} />;
}

interface NumberSettingProps {
  label: string;
  value: number | null;
  min: number;
  max: number;
  onChange(value: number | null): void;
  /** Allows an empty field, committed as null (e.g. "fit the text"); the hint says what empty means. */
  emptyMeans?: string;
}

export function NumberSetting({ label, value, min, max, onChange, emptyMeans }: NumberSettingProps) {
  const parse = (text: string): Parsed<number | null> => {
    const trimmed = text.trim();
    if (trimmed === '' && emptyMeans) return { ok: true, value: null };
    const number = Number(trimmed);
    if (trimmed === '' || !/^\d+$/.test(trimmed) || number < min || number > max) return { ok: false, message: `Enter a whole number from ${min} to ${max}.` };
    return { ok: true, value: number };
  };
  const draft = useDraft(value, (number) => (number === null ? '' : String(number)), parse, onChange);
  return <TextField label={label} name={label} inputMode="numeric" value={draft.text} error={draft.error} hint={emptyMeans} onChange={(event) => draft.change(event.target.value)} />;
}

const ALIGNMENT_LABELS: Record<Alignment, string> = { left: 'Left', center: 'Center', right: 'Right', unset: 'The email client’s default' };
const ALIGNMENT_OPTIONS = ALIGNMENTS.map((value) => ({ value, label: ALIGNMENT_LABELS[value] }));

export function AlignmentSetting({ value, onChange, label = 'Alignment' }: { value: Alignment; onChange(value: Alignment): void; label?: string }) {
  return <SelectSetting label={label} value={value} options={ALIGNMENT_OPTIONS} onChange={onChange} />;
}

const DESIGN_FONT = '';

/** A font stack of the editor; with `inherits`, an empty choice uses the design's font (null). */
export function FontSetting({ label = 'Font', value, onChange, inherits = false }: { label?: string; value: string | null; onChange(value: string | null): void; inherits?: boolean }) {
  const options = [...(inherits ? [{ value: DESIGN_FONT, label: 'The design’s font' }] : []), ...FONT_STACKS.map(({ name, value: stack }) => ({ value: stack, label: name }))];
  return <SelectSetting label={label} value={value ?? DESIGN_FONT} options={options} onChange={(choice) => onChange(choice === DESIGN_FONT ? null : choice)} />;
}

const NONE = 'none';
const CUSTOM = 'custom';

/** A colour: one of the palette's named colours, or any hex colour typed (none, when `optional`). */
export function ColourSetting({ label, value, onChange, optional = false }: { label: string; value: string | null; onChange(value: string | null): void; optional?: boolean }) {
  const named = value === null ? undefined : NAMED_COLOURS.find((colour) => colour.value.toLowerCase() === value.toLowerCase());
  const choice = value === null ? NONE : (named?.value ?? CUSTOM);
  const options = [
    ...(optional ? [{ value: NONE, label: 'None' }] : []),
    ...NAMED_COLOURS.map((colour) => ({ value: colour.value, label: `${colour.name} (${colour.value})` })),
    { value: CUSTOM, label: 'Custom colour' },
  ];
  const parse = (text: string): Parsed<string | null> => {
    const trimmed = text.trim();
    if (trimmed === '' && optional) return { ok: true, value: null };
    return isCssColour(trimmed) ? { ok: true, value: trimmed } : { ok: false, message: 'Enter a colour such as #1188E6.' };
  };
  const hex = useDraft(value, (colour) => colour ?? '', parse, onChange);
  const groupId = useId();
  return (
    <div role="group" aria-labelledby={groupId} className={styles.colour}>
      <span id={groupId} className={styles.colourTitle}>
        <span aria-hidden="true" className={styles.swatch} style={{ background: value === null ? 'transparent' : value }} />
        {label}
      </span>
      <div className={styles.colourControls}>
        <SelectSetting label={`${label} colour`} value={choice} options={options} onChange={(picked) => picked !== CUSTOM && onChange(picked === NONE ? null : picked)} />
        <TextField label={`${label} hex value`} name={`${label} hex value`} value={hex.text} error={hex.error} spellCheck={false} onChange={(event) => hex.change(event.target.value)} />
      </div>
    </div>
  );
}

/** A link address, checked against the link policy (http(s), mailto, tel or a tag); empty for no link. */
export function LinkSetting({ label, value, onChange, check = (href: string) => checkLink(href) }: { label: string; value: string; onChange(value: string): void; check?: (href: string) => { ok: true } | { ok: false; message: string } }) {
  const parse = (text: string): Parsed<string> => {
    if (text.trim() === '') return { ok: true, value: '' };
    const verdict = check(text);
    return verdict.ok ? { ok: true, value: text } : { ok: false, message: verdict.message };
  };
  const draft = useDraft(value, (href) => href, parse, onChange);
  return <TextField label={label} name={label} type="text" inputMode="url" spellCheck={false} value={draft.text} error={draft.error} onChange={(event) => draft.change(event.target.value)} />;
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

export function PaddingSetting({ value, onChange, limits }: { value: Padding; onChange(value: Padding): void; limits: { min: number; max: number } }) {
  return (
    <fieldset className={styles.padding}>
      <legend className={styles.legend}>Padding (pixels)</legend>
      {SIDES.map((side) => (
        <NumberSetting key={side} label={`Padding ${side}`} value={value[side]} min={limits.min} max={limits.max} onChange={(pixels) => onChange({ ...value, [side]: pixels ?? 0 })} />
      ))}
    </fieldset>
  );
}
