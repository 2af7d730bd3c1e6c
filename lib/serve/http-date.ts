/**
 * HTTP-date (RFC 9110 section 5.6.7): the IMF-fixdate every sender should use
 * (`Sun, 06 Nov 1994 08:49:37 GMT`) and the two obsolete forms a recipient must still read
 * (`Sunday, 06-Nov-94 08:49:37 GMT`, asctime's `Sun Nov  6 08:49:37 1994`), all in UTC. Anything
 * else is no date: `Date.parse` reads `3000`, `1` or `junk 2001` as dates, which made the file
 * sender answer `If-Modified-Since: 3000` with 304 and `If-Unmodified-Since: 1` with 412.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = MONTHS.join('|');
const DAY = 'Mon|Tue|Wed|Thu|Fri|Sat|Sun';
const LONG_DAY = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const TIME = '(\\d\\d):(\\d\\d):(\\d\\d)';

const IMF_FIXDATE = new RegExp(`^(?:${DAY}), (\\d\\d) (${MONTH}) (\\d{4}) ${TIME} GMT$`);
const RFC850_DATE = new RegExp(`^(?:${LONG_DAY}), (\\d\\d)-(${MONTH})-(\\d\\d) ${TIME} GMT$`);
const ASCTIME_DATE = new RegExp(`^(?:${DAY}) (${MONTH}) ([ \\d]\\d) ${TIME} (\\d{4})$`);

/** The time of an HTTP-date in milliseconds, or undefined when `value` is not one (or names no real day or time). */
export function parseHttpDate(value: string, now = Date.now()): number | undefined {
  let parts: [day: string, month: string, year: number, hour: string, minute: string, second: string];
  let m: RegExpExecArray | null;
  if ((m = IMF_FIXDATE.exec(value))) parts = [m[1]!, m[2]!, Number(m[3]), m[4]!, m[5]!, m[6]!];
  else if ((m = RFC850_DATE.exec(value))) parts = [m[1]!, m[2]!, twoDigitYear(Number(m[3]), now), m[4]!, m[5]!, m[6]!];
  else if ((m = ASCTIME_DATE.exec(value))) parts = [m[2]!.trim(), m[1]!, Number(m[6]), m[3]!, m[4]!, m[5]!];
  else return undefined;
  const [day, month, year, hour, minute, second] = parts;
  const [d, h, min, s] = [day, hour, minute, second].map(Number) as [number, number, number, number];
  // A leap second (60) is a valid second-of-minute.
  if (h > 23 || min > 59 || s > 60) return undefined;
  const monthIndex = MONTHS.indexOf(month);
  // 31 Feb rolls over into March: no such day.
  if (new Date(Date.UTC(year, monthIndex, d)).getUTCDate() !== d) return undefined;
  return Date.UTC(year, monthIndex, d, h, min, s);
}

/** RFC 9110: a two-digit year more than 50 years ahead is the latest past year with those digits. */
function twoDigitYear(yy: number, now: number): number {
  const current = new Date(now).getUTCFullYear();
  const year = current - (current % 100) + yy;
  return year > current + 50 ? year - 100 : year;
}
