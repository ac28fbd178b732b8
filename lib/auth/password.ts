/** The shortest password the shop accepts (lib/schemas/auth.ts), here without zod for the form's hint. */
export const MIN_PASSWORD_LENGTH = 8;
