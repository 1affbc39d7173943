import {hungarianFormat} from '../../utils/hungarianDate';

const longDate = hungarianFormat({year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'})!;

/** A date field's value („2027-09-01”, as <input type="date"> gives it) as the sheets print it: 2027. szeptember 1. */
export function printedDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day ? longDate.format(date) : value;
}
