// Entry names inside the audit pack: readable on Windows, macOS and Linux, and never two alike.

/** Characters no file system accepts everywhere, and control characters. */
const FORBIDDEN = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/** Cap of one name part (an area, a requirement, an evidence) in characters; the whole entry stays well under 255 bytes a part. */
export const PART_MAX = 60;

/**
 * One part of an entry name: forbidden characters become spaces, blanks collapse, no leading or trailing dot or space
 * (Windows drops them), cut at `max` characters with an ellipsis; an empty result becomes `fallback`.
 */
export function safePart(text: string, max = PART_MAX, fallback = '_'): string {
  const clean = text
    .normalize('NFC')
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const chars = [...clean];
  const cut =
    chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : clean;
  return cut || fallback;
}

/**
 * Hands out entry names, numbering repeats before the extension ("x.pdf", "x (2).pdf"); names differing only in case
 * count as repeats, as Windows and macOS would overwrite one with the other.
 */
export function uniqueNames() {
  const taken = new Set<string>();
  return (folder: string, stem: string, extension: string): string => {
    for (let n = 1; ; n++) {
      const name = `${folder}/${n === 1 ? stem : `${stem} (${n})`}${extension}`;
      const key = name.toLocaleLowerCase('es');
      if (!taken.has(key)) {
        taken.add(key);
        return name;
      }
    }
  };
}
