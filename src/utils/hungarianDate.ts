/** What the pages use of a formatter. */
export type DateFormat = Pick<Intl.DateTimeFormat, 'format'>;

const hungarianMonths = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
];

/**
 * The site's two Hungarian date shapes, „2026. november 22.” and „november 22.” (UTC), written out without Intl: the
 * first `Intl.DateTimeFormat` of a page loads the language's data inside a hydration step (about 55 ms of blocking at
 * Lighthouse's 4× CPU). `hungarianDate.test.ts` (npm run test:unit) and `e2e/i18n.spec.ts` check that the result
 * equals Intl's.
 */
export function hungarianFormat(options: Intl.DateTimeFormatOptions): DateFormat | undefined {
  const {day, month, year, timeZone, ...rest} = options;
  if (Object.keys(rest).length > 0 || day !== 'numeric' || month !== 'long' || timeZone !== 'UTC') return undefined;
  if (year !== undefined && year !== 'numeric') return undefined;
  return {
    format: (date?: Date | number) => {
      const d = new Date(date ?? Date.now());
      const monthDay = `${hungarianMonths[d.getUTCMonth()]} ${d.getUTCDate()}.`;
      return year ? `${d.getUTCFullYear()}. ${monthDay}` : monthDay;
    },
  };
}
