import { test, type Locator } from '@playwright/test';

/** A tap on the phone (touch, then the click the browser makes of it), a click on the desktop. */
export async function press(control: Locator): Promise<void> {
  if (test.info().project.name === 'phone') await control.tap();
  else await control.click();
}
