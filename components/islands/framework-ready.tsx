'use client';

import { useEffect } from 'react';
import { announceFrameworkReady } from './boot';

/** Tells a light page's islands script that React has hydrated the page (it replays the taps it held). */
export function FrameworkReady() {
  useEffect(announceFrameworkReady, []);
  return null;
}
