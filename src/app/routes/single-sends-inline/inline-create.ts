/** What every inline create dialog takes (the single send editor's and the review page's). */
export interface InlineCreateProps {
  /** The new thing's id, once the server made it: the host chooses it and closes the dialog. */
  onCreated(id: string): void;
  onClose(): void;
}

/** The id in `after` that `before` lacked: what a create just added to a list kept in the store. */
export const newIdOf = (before: ReadonlySet<string>, after: readonly { id: string }[]): string | undefined => after.find((item) => !before.has(item.id))?.id;
