import type { Locator, Page } from '@playwright/test';

/**
 * Types a day (dd/mm/yyyy) into the date picker labelled `label` (src/common/DateInput): the field is
 * a group of day, month and year sections, filled from the first one with the keyboard.
 */
export const typeDate = async (scope: Page | Locator, label: string, day: string) => {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  const page = 'keyboard' in scope ? scope : scope.page();
  await page.keyboard.type(day.replace(/\D/g, ''));
};
