// The agenda as an iCalendar feed (RFC 5545), written by hand: all-day events, escaped text, folded lines, CRLF.
import { agendaPath, type AgendaItem } from '../../../contract/agenda';
import { translate, translateWith, type Language } from '../../lib/language';
import { addDays } from '../../lib/dates';
import { stateText } from '../../lib/field-text';

/** How often calendar programs should fetch the feed again. */
export const FEED_REFRESH = 'PT6H';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export const escapeText = (text: string) => text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n|\r/g, '\\n');

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines of at most 75 octets, continued after CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line's leading space counts towards its 75 octets.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const day = (date: string) => date.replaceAll('-', '');
const stamp = (moment: Date) => `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function daysText(item: AgendaItem, language: Language): string {
  if (item.days_left === 0) return translate(language, 'agenda.due_today', 'Due today');
  const count = Math.abs(item.days_left);
  return translateWith(language, item.overdue ? 'agenda.days_overdue' : 'agenda.days_left', { count });
}

export interface Feed {
  items: AgendaItem[];
  language: Language;
  /** The app's address (PUBLIC_URL): events link to the record's page there, and their UIDs carry its host. */
  publicUrl: string;
  now: Date;
}

/** One VEVENT per obligation, on its due day; the UID stays while the obligation does, so calendars update it in place. */
function event(item: AgendaItem, { language, publicUrl, now }: Feed): string[] {
  const kind = stateText('agenda.kinds', item.kind, language);
  const module = stateText('modules', item.module, language);
  const summary = `${item.subject ? `${kind}: ${item.subject}` : kind} · ${item.center.name}`;
  const description = [`${module} · ${daysText(item, language)}`, `${item.enterprise.name} · ${item.center.name}`].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(`${item.id}@${new URL(publicUrl).host}`)}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${day(item.due_date)}`,
    `DTEND;VALUE=DATE:${day(addDays(item.due_date, 1))}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${publicUrl}${agendaPath(item)}`,
    `CATEGORIES:${escapeText(module)}`,
    // A reminder of a day's duty, not a meeting: it does not make the person busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole calendar as text, CRLF line ends. */
export function agendaCalendar(feed: Feed): string {
  const name = translate(feed.language, 'agenda.title', 'Compliance agenda');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//envcomply//Compliance agenda//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `NAME:${escapeText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ...feed.items.flatMap((item) => event(item, feed)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
