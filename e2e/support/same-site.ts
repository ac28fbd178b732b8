import { test } from '@playwright/test';

/**
 * The Origin a page of the shop sends with every POST, PATCH and DELETE. A test calling the API
 * directly stands in for such a page; without it the shop refuses the call as cross-site (CSRF).
 */
export function sameSite(): { origin: string } {
  return { origin: new URL(test.info().project.use.baseURL ?? '').origin };
}
