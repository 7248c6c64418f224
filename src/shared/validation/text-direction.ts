/**
 * The invisible bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the direction marks (U+200E, U+200F, U+061C). In a From Name or a group name
 * they reorder what the recipient reads, so "moc.knab" can show as "bank.com".
 */
const TEXT_DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

export const hasTextDirectionControls = (value: string): boolean => TEXT_DIRECTION_CONTROLS.test(value);
