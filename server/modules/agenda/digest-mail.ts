import type { AgendaItem } from '../../../contract/agenda';
import { formatDate } from '../../../contract/field-kinds';
import { translate, translateWith, type Language } from '../../lib/language';

interface CenterGroup {
  center: AgendaItem['center'];
  items: AgendaItem[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The items by center (centers by name), each center's overdue ones first, most overdue first, then the soonest due. */
function byCenter(items: AgendaItem[], language: Language): CenterGroup[] {
  const groups = new Map<number, CenterGroup>();
  for (const item of items) {
    const group = groups.get(item.center.id) ?? { center: item.center, items: [] };
    group.items.push(item);
    groups.set(item.center.id, group);
  }
  const sorted = [...groups.values()].sort((a, b) => a.center.name.localeCompare(b.center.name, language) || a.center.id - b.center.id);
  for (const group of sorted)
    group.items.sort((a, b) => Number(b.overdue) - Number(a.overdue) || (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : 0));
  return sorted;
}

/** "Overdue by 3 days", "Due today", "12 days left", in the catalogue's words. */
function when(item: AgendaItem, language: Language): string {
  if (item.overdue) return translateWith(language, 'agenda.days_overdue', { count: -item.days_left });
  if (item.days_left === 0) return translate(language, 'agenda.due_today', 'Due today');
  return translateWith(language, 'agenda.days_left', { count: item.days_left });
}

const what = (item: AgendaItem, language: Language) => {
  const kind = translate(language, `agenda.kinds.${item.kind}`, item.kind);
  return item.subject ? `${kind}: ${item.subject}` : kind;
};

/**
 * The weekly digest of one user: plain text and simple HTML, by center, each line with its due day and days, each
 * center with the link to its agenda page (where every row opens its record), and the profile to switch it off.
 */
export function composeDigest(items: AgendaItem[], language: Language, publicUrl: string, days: number) {
  const text = (key: string, values?: Record<string, string | number>) => translateWith(language, `agenda.digest.${key}`, values);
  const groups = byCenter(items, language);
  const overdue = items.filter((item) => item.overdue).length;
  const centerUrl = (group: CenterGroup) => `${publicUrl}/center/${group.center.id}/agenda`;
  const profileUrl = `${publicUrl}/profile`;
  const line = (item: AgendaItem) => `${formatDate(item.due_date)} · ${when(item, language)} · ${what(item, language)}`;

  const plain = [text('intro', { days }), ''];
  for (const group of groups) {
    plain.push(group.center.name, ...group.items.map((item) => `- ${line(item)}`), `${text('open_center')}: ${centerUrl(group)}`, '');
  }
  plain.push(text('settings'), profileUrl);

  const html = [`<p>${escapeHtml(text('intro', { days }))}</p>`];
  for (const group of groups) {
    const link = centerUrl(group);
    html.push(
      `<h3>${escapeHtml(group.center.name)}</h3>`,
      '<ul>',
      ...group.items.map((item) => {
        const style = item.overdue ? ' style="color:#b71c1c"' : '';
        return `<li${style}><a href="${escapeHtml(link)}">${escapeHtml(line(item))}</a></li>`;
      }),
      '</ul>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text('open_center'))}</a></p>`,
    );
  }
  html.push(`<p>${escapeHtml(text('settings'))} <a href="${escapeHtml(profileUrl)}">${escapeHtml(profileUrl)}</a></p>`);

  return {
    subject: overdue ? text('subject_overdue', { count: overdue }) : text('subject'),
    text: plain.join('\n'),
    html: html.join('\n'),
    headers: { 'List-Unsubscribe': `<${profileUrl}>` },
  };
}
