// The written form of a date cell (`May 31, 2013`, `2026.11.21`, `2026년 11월 21일 09:30`) as an Excel number format, so
// a date column opens showing dates as the page wrote them while its cells stay dates that sort and filter.
//
// A cell's form is its shape — fields and the literal text between them, in order — plus how each field is written
// (zero-padded or not, month names written out or abbreviated). A column keeps a form only when every date in it has
// the same shape; the ways of writing fields are merged (one `03` makes the month `mm`; one `April` writes names out).

const YEAR = 'Y';
const MONTH = 'M';
const MONTH_NAME = 'N';
const DAY = 'D';
const WEEKDAY = 'W';
const HOUR = 'H';
const MINUTE = 'I';
const SECOND = 'S';
const AMPM = 'P';

/** How fields are written, merged over a column's cells. */
const Written = {
  MonthPadded: 1,
  MonthShort: 2,
  DayPadded: 4,
  DayShort: 8,
  HourPadded: 16,
  HourShort: 32,
  NameFull: 64,
  WeekdayFull: 128,
  NameDotted: 256,
} as const;

export interface DateForm {
  /** Fields as `{X}` and literal text between them; equal shapes format alike. */
  shape: string;
  written: number;
}

const NUMERIC_ORDER = [YEAR, MONTH, DAY, HOUR, MINUTE, SECOND];
const NAMED_ORDER = [DAY, YEAR, HOUR, MINUTE, SECOND];
const MONTH_WORDS = new Set(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);
const FULL_MONTHS = new Set(['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
const WEEKDAY_WORD = /^(?:mon|tue|wed|thu|fri|sat|sun)/;
const AMPM_END = /\s*([AaPp])\.?[Mm]\.?$/;

function padFlag(digits: string, padded: number, short: number): number {
  if (digits.length === 1) return short;
  return digits[0] === '0' ? padded : 0;
}

/**
 * The form of a text `parseDate` read as a date, or null when Excel cannot draw it (a Korean weekday in brackets,
 * `(금)`, differs row by row).
 */
export function dateForm(text: string): DateForm | null {
  let rest = text;
  let tail = '';
  let written = 0;
  const ampm = AMPM_END.exec(rest);
  if (ampm) {
    rest = rest.slice(0, ampm.index);
    tail = `${ampm[0].startsWith(' ') ? ' ' : ''}{${AMPM}}`;
  }
  let order: string[] | null = null;
  let next = 0;
  let shape = '';
  let i = 0;
  while (i < rest.length) {
    const ch = rest.charCodeAt(i);
    if (ch >= 48 && ch <= 57) {
      let j = i + 1;
      while (j < rest.length && rest.charCodeAt(j) >= 48 && rest.charCodeAt(j) <= 57) j++;
      const digits = rest.slice(i, j);
      // Numeric dates start with the year; dates with a month name with the day.
      order ??= digits.length === 4 ? NUMERIC_ORDER : NAMED_ORDER;
      const field = order[next++];
      if (!field) return null;
      if (field === MONTH) written |= padFlag(digits, Written.MonthPadded, Written.MonthShort);
      else if (field === DAY) written |= padFlag(digits, Written.DayPadded, Written.DayShort);
      else if (field === HOUR) written |= padFlag(digits, Written.HourPadded, Written.HourShort);
      shape += `{${field}}`;
      i = j;
      // An ordinal (`21st`) has no Excel form: the day is drawn without it.
      if (field === DAY && /^(?:st|nd|rd|th)/i.test(rest.slice(i, i + 2))) i += 2;
      continue;
    }
    if ((ch >= 65 && ch <= 90) || (ch >= 97 && ch <= 122)) {
      let j = i + 1;
      while (j < rest.length && /[A-Za-z]/.test(rest[j] as string)) j++;
      const word = rest.slice(i, j).toLowerCase();
      if (MONTH_WORDS.has(word) || FULL_MONTHS.has(word)) {
        if (FULL_MONTHS.has(word)) written |= Written.NameFull;
        if (rest[j] === '.') {
          written |= Written.NameDotted;
          j++;
        }
        shape += `{${MONTH_NAME}}`;
      } else if (WEEKDAY_WORD.test(word)) {
        if (word.length > 3 && !/^(?:tues|wed|thur|thurs)$/.test(word)) written |= Written.WeekdayFull;
        if (rest[j] === '.') j++;
        shape += `{${WEEKDAY}}`;
      } else if (word === 'at') shape += '"at"';
      else return null;
      i = j;
      continue;
    }
    // Korean weekdays in brackets vary by row and have no portable Excel form.
    if (ch === 40 && /[가-힣]/.test(rest[i + 1] ?? '')) return null;
    const c = rest[i] as string;
    // Spaces, commas, dashes and the time's colons stand as written; other marks are escaped (a bare `/` would be drawn as
    // the reader's date separator).
    shape += c === ' ' || c === ',' || c === ':' || c === '-' ? c : /[가-힣]/.test(c) ? `"${c}"` : `\\${c}`;
    i++;
  }
  return { shape: shape + tail, written };
}

/** The Excel number format drawing a column's dates in their shared form. */
export function formatOfForm(form: DateForm): string {
  const w = form.written;
  // A field never written with one digit nor with a leading zero (`21`, `11`) takes the usual form: padded in
  // numeric dates, unpadded beside a month name.
  const named = form.shape.includes(`{${MONTH_NAME}}`);
  const pick = (padded: number, short: number, two: string, one: string) => (w & padded ? two : w & short || named ? one : two);
  let english = false;
  const body = form.shape.replace(/\{([A-Z])\}/g, (_, field: string) => {
    switch (field) {
      case YEAR:
        return 'yyyy';
      case MONTH:
        return pick(Written.MonthPadded, Written.MonthShort, 'mm', 'm');
      case DAY:
        return pick(Written.DayPadded, Written.DayShort, 'dd', 'd');
      case HOUR:
        return pick(Written.HourPadded, Written.HourShort, 'hh', 'h');
      case MINUTE:
        return 'mm';
      case SECOND:
        return 'ss';
      case MONTH_NAME:
        english = true;
        return w & Written.NameFull ? 'mmmm' : w & Written.NameDotted ? 'mmm\\.' : 'mmm';
      case WEEKDAY:
        english = true;
        return w & Written.WeekdayFull ? 'dddd' : 'ddd';
      default:
        english = true;
        return 'AM/PM';
    }
  });
  // Month and day names in English whatever the reader's locale (`[$-409]`), as the page wrote them.
  return english ? `[$-409]${body}` : body;
}
