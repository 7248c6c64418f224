import type { Container, ModuleType } from '../../document/types';

/** Each module type as people read it, in the library and in every control's name. */
export const MODULE_TYPE_LABELS: Record<ModuleType, string> = {
  text: 'Text',
  image: 'Image',
  imageText: 'Image and text',
  button: 'Button',
  divider: 'Divider',
  spacer: 'Spacer',
  social: 'Social',
  columns: 'Columns',
  code: 'Code',
  unsubscribe: 'Unsubscribe',
};

/** The library's order: the most used first. */
export const LIBRARY_ORDER: readonly ModuleType[] = ['text', 'image', 'imageText', 'button', 'columns', 'divider', 'spacer', 'social', 'unsubscribe', 'code'];

/** "Text module": the name every control of a module carries ("Move Text module up"). */
export const moduleLabel = (type: ModuleType): string => `${MODULE_TYPE_LABELS[type]} module`;

/** Where a module is, for its group's name and the drag announcements: "row 3 of 12", "row 2, column 1, item 1 of 2". */
export function placeLabel(container: Container, rowIndex: number, index: number, count: number): string {
  return container.kind === 'body' ? `row ${index + 1} of ${count}` : `row ${rowIndex + 1}, column ${container.column + 1}, item ${index + 1} of ${count}`;
}
