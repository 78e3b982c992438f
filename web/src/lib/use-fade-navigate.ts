import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_TRANSITION_MS } from './constants';

/**
 * The page fades out, then the route changes after 500 ms. `leaving` drives the fade
 * (see `Page`); the first call wins so a double click cannot navigate twice.
 */
export function useFadeNavigate(): { leaving: boolean; fadeTo: (path: string) => void } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const fadeTo = useCallback(
    (path: string) => {
      if (timer.current !== undefined) return;
      setLeaving(true);
      timer.current = setTimeout(() => {
        void navigate(path);
      }, PAGE_TRANSITION_MS);
    },
    [navigate],
  );

  return { leaving, fadeTo };
}
