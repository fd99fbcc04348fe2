import type { AgendaItem } from '../../../contract/agenda';
import { formatDate } from '../../../contract/field-kinds';
import { translate, translateWith, type Language } from '../../lib/language';
import { stateText } from '../../lib/field-text';

interface CenterGroup {
  center: AgendaItem['center'];
  items: AgendaItem[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * How much one mail lists: an admin's agenda of 500 centers is tens of thousands of items, no mail to read. At most
 * `centers` centers, each with at most `itemsPerCenter` lines and "and N more" leading to its agenda; beyond that, the
 * most urgent centers (most overdue items, then the soonest due) and a line with how many more, leading to the agenda of
 * every center. The subject still counts every overdue item.
 */
export const DIGEST_LIMITS = { centers: 20, itemsPerCenter: 10 };

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

/** The centers most in need first: the most overdue items, then the soonest due (each group's first item), then by name. */
function mostUrgent(groups: CenterGroup[]): CenterGroup[] {
  const overdue = (group: CenterGroup) => group.items.filter((item) => item.overdue).length;
  const first = (group: CenterGroup) => group.items[0]!.due_date;
  // Array.sort is stable: equal centers keep their order by name.
  return [...groups].sort((a, b) => overdue(b) - overdue(a) || (first(a) < first(b) ? -1 : first(a) > first(b) ? 1 : 0));
}

/** "Overdue by 3 days", "Due today", "12 days left", in the catalogue's words. */
function when(item: AgendaItem, language: Language): string {
  if (item.overdue) return translateWith(language, 'agenda.days_overdue', { count: -item.days_left });
  if (item.days_left === 0) return translate(language, 'agenda.due_today', 'Due today');
  return translateWith(language, 'agenda.days_left', { count: item.days_left });
}

const what = (item: AgendaItem, language: Language) => {
  const kind = stateText('agenda.kinds', item.kind, language);
  return item.subject ? `${kind}: ${item.subject}` : kind;
};

/**
 * The weekly digest of one user: plain text and simple HTML, by center, each line with its due day and days, each
 * center with the link to its agenda page (where every row opens its record), and the profile to switch it off.
 */
export function composeDigest(items: AgendaItem[], language: Language, publicUrl: string, days: number, limits = DIGEST_LIMITS) {
  const text = (key: string, values?: Record<string, string | number>) => translateWith(language, `agenda.digest.${key}`, values);
  const all = byCenter(items, language);
  const groups = all.length > limits.centers ? mostUrgent(all).slice(0, limits.centers) : all;
  const hiddenCenters = all.length - groups.length;
  const overdue = items.filter((item) => item.overdue).length;
  const centerUrl = (group: CenterGroup) => `${publicUrl}/center/${group.center.id}/agenda`;
  const agendaUrl = `${publicUrl}/agenda`;
  const profileUrl = `${publicUrl}/profile`;
  const line = (item: AgendaItem) => `${formatDate(item.due_date)} · ${when(item, language)} · ${what(item, language)}`;
  const listed = (group: CenterGroup) => group.items.slice(0, limits.itemsPerCenter);
  const more = (group: CenterGroup) => group.items.length - listed(group).length;

  const plain = [text('intro', { days }), ''];
  for (const group of groups) {
    plain.push(group.center.name, ...listed(group).map((item) => `- ${line(item)}`));
    if (more(group)) plain.push(`- ${text('more_items', { count: more(group) })}`);
    plain.push(`${text('open_center')}: ${centerUrl(group)}`, '');
  }
  if (hiddenCenters) plain.push(text('more_centers', { count: hiddenCenters }), `${text('open_all')}: ${agendaUrl}`, '');
  plain.push(text('settings'), profileUrl);

  const html = [`<p>${escapeHtml(text('intro', { days }))}</p>`];
  for (const group of groups) {
    const link = centerUrl(group);
    html.push(
      `<h3>${escapeHtml(group.center.name)}</h3>`,
      '<ul>',
      ...listed(group).map((item) => {
        const style = item.overdue ? ' style="color:#b71c1c"' : '';
        return `<li${style}><a href="${escapeHtml(link)}">${escapeHtml(line(item))}</a></li>`;
      }),
      ...(more(group) ? [`<li><a href="${escapeHtml(link)}">${escapeHtml(text('more_items', { count: more(group) }))}</a></li>`] : []),
      '</ul>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text('open_center'))}</a></p>`,
    );
  }
  if (hiddenCenters)
    html.push(
      `<p>${escapeHtml(text('more_centers', { count: hiddenCenters }))} <a href="${escapeHtml(agendaUrl)}">${escapeHtml(text('open_all'))}</a></p>`,
    );
  html.push(`<p>${escapeHtml(text('settings'))} <a href="${escapeHtml(profileUrl)}">${escapeHtml(profileUrl)}</a></p>`);

  return {
    subject: overdue ? text('subject_overdue', { count: overdue }) : text('subject'),
    text: plain.join('\n'),
    html: html.join('\n'),
    headers: { 'List-Unsubscribe': `<${profileUrl}>` },
  };
}
