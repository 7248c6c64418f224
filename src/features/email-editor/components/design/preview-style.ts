import type { CSSProperties } from 'react';
import { cssColour } from '../../document/css-values';
import type { Alignment, Padding } from '../../document/types';

export const paddingStyle = ({ top, right, bottom, left }: Padding): string => `${top}px ${right}px ${bottom}px ${left}px`;

/** `unset` leaves the alignment to the email client (here: the page's). */
export const textAlign = (align: Alignment): CSSProperties['textAlign'] => (align === 'unset' ? undefined : align);

export const background = (colour: string | null): string | undefined => (colour === null ? undefined : cssColour(colour, 'transparent'));
