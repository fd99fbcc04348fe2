import type { Locator, Page } from '@playwright/test';

/**
 * Types a day (dd/mm/yyyy) into the date picker labelled `label` (src/common/DateInput): the field is
 * a group of day, month and year sections, filled from the first one with the keyboard. The label is
 * matched whole (a required field's " *" aside), so "Fecha" is not "Próxima fecha prevista".
 */
export const typeDate = async (scope: Page | Locator, label: string, day: string) => {
  const whole = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
  const field = scope.getByRole('group', { name: whole });
  await field.getByRole('spinbutton').first().click();
  const page = 'keyboard' in scope ? scope : scope.page();
  await page.keyboard.type(day.replace(/\D/g, ''));
};
