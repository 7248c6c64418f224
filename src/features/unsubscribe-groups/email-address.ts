/** Addresses typed or pasted, separated by commas, spaces, semicolons or line breaks. */
export const splitAddresses = (text: string): string[] => text.split(/[\s,;]+/).filter((part) => part !== '');
