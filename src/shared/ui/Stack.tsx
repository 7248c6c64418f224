import type { CSSProperties, ElementType, HTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './Stack.module.css';

type Gap = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Step of the spacing scale (--space-N). */
  gap?: Gap;
  direction?: 'vertical' | 'horizontal';
  align?: Align;
  justify?: Justify;
  wrap?: boolean;
  /** Element to render, e.g. 'ul', 'section' or 'form'. */
  as?: ElementType;
}

const alignClass: Record<Align, string | undefined> = {
  start: styles.alignStart,
  center: styles.alignCenter,
  end: styles.alignEnd,
  stretch: styles.alignStretch,
  baseline: styles.alignBaseline,
};

const justifyClass: Record<Justify, string | undefined> = {
  start: styles.justifyStart,
  center: styles.justifyCenter,
  end: styles.justifyEnd,
  between: styles.justifyBetween,
};

/** Flex layout with a gap from the spacing scale. */
export function Stack({
  gap = 4,
  direction = 'vertical',
  align,
  justify,
  wrap = false,
  as: Component = 'div',
  className,
  style,
  ...rest
}: StackProps) {
  return (
    <Component
      {...rest}
      className={cx(
        styles.stack,
        styles[direction],
        wrap && styles.wrap,
        align && alignClass[align],
        justify && justifyClass[justify],
        className,
      )}
      style={{ '--stack-gap': `var(--space-${gap})`, ...style } as CSSProperties}
    />
  );
}
