import type { SignupFormDto } from '@/features/signup-forms/types';
import { createTable } from './table';
import type { User } from './users';

/** A signup form as stored (mocks/README.md "Signup forms"): the API shape without what is worked out on read, plus its owner. */
export interface SignupFormRecord extends Omit<SignupFormDto, 'list_name' | 'contact_count' | 'submit_url'> {
  /** Username of the account that owns the form. Never sent to the client. */
  owner: string;
  /** The contacts its submissions added or updated: `contact_count` is their number. */
  contact_ids: string[];
}

export const signupFormsTable = createTable<SignupFormRecord>();

/** The owner's forms, newest update first. */
export function signupFormsOf(owner: User): SignupFormRecord[] {
  return signupFormsTable
    .all()
    .filter((form) => form.owner === owner.username)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id));
}

export function findSignupForm(owner: User, id: string): SignupFormRecord | undefined {
  const form = signupFormsTable.get(id);
  return form?.owner === owner.username ? form : undefined;
}

/** Any account's form, for the public endpoints. */
export const findPublicSignupForm = (id: string): SignupFormRecord | undefined => signupFormsTable.get(id);

export function addSignupForm(owner: User, fields: Omit<SignupFormRecord, 'id' | 'owner' | 'contact_ids' | 'created_at' | 'updated_at'>, now: Date): SignupFormRecord {
  const at = now.toISOString();
  return signupFormsTable.insert({ ...fields, id: crypto.randomUUID(), owner: owner.username, contact_ids: [], created_at: at, updated_at: at });
}

export function updateSignupForm(form: SignupFormRecord, patch: Partial<Omit<SignupFormRecord, 'id' | 'owner' | 'created_at'>>, now: Date): SignupFormRecord {
  return signupFormsTable.update(form.id, { ...patch, updated_at: now.toISOString() });
}

/** Records that a submission wrote this contact (the form's contact count), without touching its update time. */
export function recordFormContact(form: SignupFormRecord, contactId: string): void {
  if (!form.contact_ids.includes(contactId)) signupFormsTable.update(form.id, { contact_ids: [...form.contact_ids, contactId] });
}

export const removeSignupForm = (form: SignupFormRecord): boolean => signupFormsTable.remove(form.id);
