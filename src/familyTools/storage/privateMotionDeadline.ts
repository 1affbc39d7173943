/** Days the law gives for a magánindítvány, counted from the day the victim's side learns who the offender is. */
export const privateMotionDays = 30;

/**
 * The 30th day after `learned` (a date field's value, yyyy-mm-dd): the day the cyberbullying guide's timeline calls
 * „a 30. nap”, the day learned being day 0. Null for anything that is not a real date. The log shows it as a
 * reminder, saying that the police can tell the exact last day.
 */
export function privateMotionDeadline(learned: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(learned);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  date.setUTCDate(date.getUTCDate() + privateMotionDays);
  return date.toISOString().slice(0, 10);
}
