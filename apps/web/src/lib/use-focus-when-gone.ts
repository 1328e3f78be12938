import { useEffect, useRef } from 'react';

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
