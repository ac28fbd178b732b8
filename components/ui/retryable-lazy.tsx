'use client';

import { Component, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';

/**
 * React.lazy that can try again. A part loaded on demand (the cart panel, the avatar menu) fails to
 * download when a farmer's connection drops; React.lazy keeps that failure forever, so each retry
 * makes a fresh one. Render the component inside a LoadBoundary keyed by `attempt`.
 */
export function useRetryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [attempt, setAttempt] = useState(0);
  // `attempt` is the reason to make a new one; `load` is a module-level function.
  const Lazy = useMemo(() => lazy(load), [load, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  return { Lazy, attempt, retry: () => setAttempt((a) => a + 1) };
}

interface Props {
  /** What to show instead of the part that failed to load. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failed download inside the part that needed it: without it, an error in the root layout's
 * islands reaches global-error and replaces the whole page the farmer was reading.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[load] a part of the page could not be downloaded', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
