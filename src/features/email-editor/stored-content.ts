import type { DesignDocument } from './document/types';

/**
 * How every host stores an email's content through its API: `html_content` is exactly the HTML that is
 * sent (and measured by the pre-send checks), and a design's document travels beside it in
 * `design_document` (null for code), the designed field documented in mocks/README.md.
 */
export interface StoredContentFields {
  html_content: string;
  design_document: DesignDocument | null;
}
