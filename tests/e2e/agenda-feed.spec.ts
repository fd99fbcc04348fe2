import { signInAsAdmin } from './support/session';
import { expect, test } from './support/test';

// Issue 26: from the agenda to the profile's calendar link, which a calendar program then fetches without signing in.
test('a user makes a calendar link of the agenda from the profile, a calendar fetches it, and revoking stops it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/agenda');
  await page.getByRole('link', { name: 'Suscribirse en el calendario' }).click();
  await expect(page).toHaveURL(/\/profile#calendar$/);
  const section = page.getByRole('region', { name: 'Calendario' });
  await section.getByRole('button', { name: 'Crear el enlace' }).click();
  const link = section.getByRole('textbox', { name: 'Enlace del calendario' });
  await expect(link).toHaveValue(/\/api\/agenda\/feed\/[A-Za-z0-9_-]+\.ics$/);
  const path = new URL(await link.inputValue()).pathname;

  // A calendar program: no session, no cookies.
  const feed = await page.request.get(path, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*X-WR-CALNAME:Agenda de cumplimiento\r\n[\s\S]*END:VCALENDAR\r\n$/);

  await section.getByRole('button', { name: 'Revocar el enlace' }).click();
  await expect(section.getByText('No tiene ningún enlace de calendario.')).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(410);
});
