import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DailySeries } from './metrics';
import styles from './MarketingStats.module.css';

interface Props {
  series: DailySeries;
  /** Names the chart for assistive technology; the data table beside it carries the figures. */
  label: string;
}

const COLORS = { delivered: '#1a73b8', opens: '#1e7d3a', clicks: '#a35200' } as const;

const seconds = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/**
 * Delivered, unique opens and unique clicks per day, drawn by uPlot (loaded with this component only).
 * The canvas is an image to assistive technology, named by `label`; the figures are in the data table.
 */
export default function StatsChart({ series, label }: Props) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const width = Math.max(320, element.clientWidth || 640);
    const plot = new uPlot(
      {
        width,
        height: 260,
        scales: { x: { time: true } },
        series: [
          {},
          { label: 'Delivered', stroke: COLORS.delivered, width: 2 },
          { label: 'Unique opens', stroke: COLORS.opens, width: 2 },
          { label: 'Unique clicks', stroke: COLORS.clicks, width: 2 },
        ],
        axes: [{}, { size: 60 }],
      },
      [series.days.map(seconds), series.delivered, series.uniqueOpens, series.uniqueClicks],
      element,
    );
    const resize = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) plot.setSize({ width: entry.contentRect.width, height: 260 });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series]);
  return <div ref={host} role="img" aria-label={label} className={styles.chart} />;
}
