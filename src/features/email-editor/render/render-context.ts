import { type DesignSettings } from '../document/types';

export interface RenderOptions {
  /**
   * An https address serving the social icons as `<network>.png` (facebook, x, instagram, pinterest,
   * linkedin, tiktok). Without it the social module shows coloured labels instead of icons.
   */
  socialIconBaseUrl?: string | null;
}

/** What every module's rendering needs: the design's settings, the options, and the code blocks set aside. */
export interface RenderContext {
  design: DesignSettings;
  socialIconBaseUrl: string | null;
  /** Code modules' HTML, put back into the compiled HTML in place of codeToken(index). */
  codeBlocks: string[];
}

/** A text token MJML copies through untouched; the code module's HTML replaces it after compiling. */
export const codeToken = (index: number): string => `%%email-editor-code-${index}%%`;
