import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once React owns the page. A button whose work
 * needs JavaScript stays disabled until then: on a slow phone a tap before hydration would otherwise
 * be lost (or submit the form natively and reload the page) with nothing said.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
