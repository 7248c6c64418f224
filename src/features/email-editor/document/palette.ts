/** The named colours offered by every colour setting of the editor. */
export const NAMED_COLOURS = [
  { name: 'Black', value: '#000000' },
  { name: 'Charcoal', value: '#333333' },
  { name: 'Slate', value: '#546B81' },
  { name: 'Gray', value: '#9AA5B1' },
  { name: 'Silver', value: '#CCCCCC' },
  { name: 'Mist', value: '#F2F4F7' },
  { name: 'White', value: '#FFFFFF' },
  { name: 'Blue', value: '#1188E6' },
  { name: 'Navy', value: '#1A3B5D' },
  { name: 'Teal', value: '#0F9D9A' },
  { name: 'Green', value: '#2E9E5B' },
  { name: 'Lime', value: '#9BC53D' },
  { name: 'Yellow', value: '#F6C343' },
  { name: 'Orange', value: '#F28C28' },
  { name: 'Red', value: '#D93025' },
  { name: 'Pink', value: '#E0457B' },
  { name: 'Purple', value: '#7B4FD6' },
  { name: 'Brown', value: '#8B5A2B' },
] as const;

export type NamedColour = (typeof NAMED_COLOURS)[number];
