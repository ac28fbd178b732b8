/** The seedling's strokes, drawn by SeedlingIcon. */
export const SEEDLING_PATHS = [
  { d: 'M12 21v-9', filled: false },
  { d: 'M12 12c0-4 3-6 7-6 0 4-3 6-7 6Z', filled: true },
  { d: 'M12 14c0-3-2.5-5-6-5 0 3 2.5 5 6 5Z', filled: true },
  { d: 'M7 21h10', filled: false },
] as const;
