import { createContext, useContext, type ComponentType } from 'react';

/**
 * Choosing lists (add contacts to lists, import into lists, add the selection to a list) is the lists
 * feature's; the screens that need it belong to other features. The composition root provides the lists
 * feature's component through this context (src/app/routes/contacts-area), so no feature imports another's
 * components. Without a provider `useListChoice()` answers null and the screen hides the choice: a missing
 * lists feature is never stubbed.
 */
export interface ListChoiceProps {
  /** The visible label of the control (a fieldset legend or a combobox label). */
  label: string;
  /** The chosen lists' ids. */
  value: readonly string[];
  onChange(listIds: string[]): void;
  /** Whether one list or several may be chosen. */
  multiple: boolean;
  /** Whether a new list may be created on the way; it is created at once and chosen. */
  allowNew: boolean;
  /** An error to show under the control (the host's validation), already worded. */
  error?: string;
  disabled?: boolean;
}

export const ListChoiceContext = createContext<ComponentType<ListChoiceProps> | null>(null);

/** The lists feature's list choice, or null when the app has none. */
export const useListChoice = (): ComponentType<ListChoiceProps> | null => useContext(ListChoiceContext);
