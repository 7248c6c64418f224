/**
 * The 15 font stacks of the editor: fonts every mail client has, each with fallbacks. Values are
 * written with single quotes so they sit inside double-quoted HTML and MJML attributes.
 */
export const FONT_STACKS = [
  { name: 'Arial', value: 'arial, helvetica, sans-serif' },
  { name: 'Arial Black', value: "'arial black', gadget, sans-serif" },
  { name: 'Comic Sans MS', value: "'comic sans ms', 'marker felt-thin', cursive" },
  { name: 'Courier New', value: "'courier new', courier, monospace" },
  { name: 'Garamond', value: "garamond, 'times new roman', serif" },
  { name: 'Georgia', value: 'georgia, times, serif' },
  { name: 'Helvetica', value: 'helvetica, arial, sans-serif' },
  { name: 'Impact', value: 'impact, charcoal, sans-serif' },
  { name: 'Lucida Console', value: "'lucida console', monaco, monospace" },
  { name: 'Lucida Sans', value: "'lucida sans unicode', 'lucida grande', sans-serif" },
  { name: 'Palatino', value: "'palatino linotype', 'book antiqua', palatino, serif" },
  { name: 'Tahoma', value: 'tahoma, geneva, sans-serif' },
  { name: 'Times New Roman', value: "'times new roman', times, serif" },
  { name: 'Trebuchet MS', value: "'trebuchet ms', helvetica, sans-serif" },
  { name: 'Verdana', value: 'verdana, geneva, sans-serif' },
] as const;

export type FontStack = (typeof FONT_STACKS)[number];

export const DEFAULT_FONT_FAMILY = FONT_STACKS[0].value;

export function isFontStack(value: string): boolean {
  return FONT_STACKS.some((stack) => stack.value === value);
}
