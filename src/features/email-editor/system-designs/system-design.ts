import { type DesignDocument } from '../document/types';

/** A read-only design offered to every account (the designs API's pre-builts). */
export interface SystemDesign {
  /** Stable, so links to a system design survive a reload of the mock. */
  id: string;
  name: string;
  categories: string[];
  subject: string;
  document: DesignDocument;
}
