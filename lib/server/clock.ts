import 'server-only';

/** The Clock port: services ask it for the time, so tests can move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
