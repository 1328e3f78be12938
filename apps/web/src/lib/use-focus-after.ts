import { useEffect, useRef } from 'react';

/**
 * Once armed, puts the focus on `target` (a heading with tabIndex -1) as soon as `done` holds:
 * for an action whose button goes away when its result arrives, taking the focus with it.
 */
export function useFocusOnceDone(done: boolean) {
  const target = useRef<HTMLHeadingElement>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (!armed.current || !done) return;
    armed.current = false;
    target.current?.focus();
  }, [done]);
  return {
    target,
    arm: () => {
      armed.current = true;
    },
  };
}

/**
 * After a removal, the focus goes to `target` (a section's heading) once the removed item has
 * left `ids`: the button that opened its confirmation went with it, and the focus with that.
 */
export function useFocusWhenGone<Id>(ids: readonly Id[] | undefined) {
  const target = useRef<HTMLHeadingElement>(null);
  const removed = useRef<Id | null>(null);
  useEffect(() => {
    if (removed.current === null || !ids || ids.includes(removed.current)) return;
    removed.current = null;
    target.current?.focus();
  }, [ids]);
  return {
    target,
    /** Says which item was removed; its absence from `ids` moves the focus. */
    wasRemoved: (id: Id) => {
      removed.current = id;
    },
  };
}
