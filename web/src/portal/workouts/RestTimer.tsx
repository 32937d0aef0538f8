import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { clock } from './logic';
import classes from './workouts.module.css';

// The rest after a ticked set: a countdown above the navigation, with Skip and +15 s. It counts
// to a moment (kept with the workout), so a reload or a locked phone resumes it where it is.
// The digits are a timer (not read out each second); the player's live region says when the
// rest starts and ends.

export function RestTimer(props: {
  rest: { endsAt: number; seconds: number };
  onAdd: () => void;
  onEnd: (skipped: boolean) => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const left = (props.rest.endsAt - now) / 1000;
  const onEnd = useRef(props.onEnd);
  onEnd.current = props.onEnd;
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, []);
  useEffect(() => {
    if (left <= 0) onEnd.current(false);
  }, [left]);
  if (left <= 0) return null;
  return (
    <section className={classes.rest} aria-label="Rest">
      <span className={classes.restClock} role="timer" aria-label={`Rest ${clock(left)} left`}>
        {clock(left)}
      </span>
      <Button size="sm" variant="white" color="dark" onClick={props.onAdd}>
        +15 s
      </Button>
      <Button size="sm" variant="outline" color="gray.0" onClick={() => onEnd.current(true)}>
        Skip rest
      </Button>
    </section>
  );
}
