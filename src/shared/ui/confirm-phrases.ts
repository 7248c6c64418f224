/**
 * Phrases the spec asks users to type before a destructive action (ConfirmDialog's `confirmPhrase`).
 * Deleting every contact: "Deleting all contacts requires the typed phrase Delete All Contacts."
 */
export const DELETE_ALL_CONTACTS_PHRASE = 'Delete All Contacts';
