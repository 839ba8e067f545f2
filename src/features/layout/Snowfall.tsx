import { useReducedMotion } from '@mantine/hooks';
import { memo, useEffect, useMemo, useState, type CSSProperties } from 'react';
import classes from './Snowfall.module.css';
import { isWinterSeason } from './season.utils';
import { createFlakes, snowDelayMs } from './snowfall.utils';
import { useNow } from './useNow';
import { useSnowEnabled } from './useSnowEnabled';

export interface SnowfallProps {
  /** The clock for the season check; the current time by default. */
  now?: Date;
  /** Numbers in [0, 1) for the delay and the flakes; Math.random by default. */
  random?: () => number;
}

/**
 * The seasonal winter decoration (explorer.md §1, §9): in season, when the user has not switched it off and does not
 * prefer reduced motion, 30 to 50 flakes start falling after a random delay of 15 s to 15 min. Decorative only, so it
 * is hidden from assistive technology and lets every click through.
 * Memoised, as the shell renders again on every navigation.
 */
export const Snowfall = memo(function Snowfall({ now, random = Math.random }: SnowfallProps) {
  const clock = useNow();
  const [enabled] = useSnowEnabled();
  const reducedMotion = useReducedMotion();
  const active = enabled && !reducedMotion && isWinterSeason(now ?? clock);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      setVisible(true);
    }, snowDelayMs(random()));
    return () => {
      window.clearTimeout(timer);
      setVisible(false);
    };
  }, [active, random]);

  // New flakes each time the snowfall appears, fixed while it shows.
  const flakes = useMemo(() => (visible ? createFlakes(random) : []), [visible, random]);

  if (!active || !visible) return null;
  return (
    <div className={classes['root']} aria-hidden="true" data-testid="snowfall">
      {flakes.map((flake, index) => (
        <span
          // The flakes never reorder, so their position is a stable key.
          key={index}
          className={classes['flake']}
          style={
            {
              left: `${flake.leftPercent.toFixed(2)}%`,
              width: `${flake.sizePx.toFixed(1)}px`,
              height: `${flake.sizePx.toFixed(1)}px`,
              opacity: flake.opacity,
              animationDuration: `${flake.durationS.toFixed(2)}s`,
              animationDelay: `${flake.delayS.toFixed(2)}s`,
              '--flake-drift': `${flake.driftPx.toFixed(1)}px`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
});
