import { useEffect, useState, type RefObject } from 'react';

/**
 * How much an email laid out `width` pixels wide must shrink to fill the element's width, kept up to date
 * as the element resizes (a grid column at another breakpoint). 1 until measured.
 */
export function useFrameScale(ref: RefObject<Element | null>, width: number): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setScale(entry.contentRect.width / width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return scale;
}
