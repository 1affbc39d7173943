import assert from 'node:assert/strict';
import {test} from 'node:test';
import {hungarianFormat} from './hungarianDate';

const withYear = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'} as const;
const withoutYear = {day: 'numeric', month: 'long', timeZone: 'UTC'} as const;

test('writes „2026. november 22.” and „november 22.”', () => {
  const date = Date.UTC(2026, 10, 22);
  assert.equal(hungarianFormat(withYear)?.format(date), '2026. november 22.');
  assert.equal(hungarianFormat(withoutYear)?.format(date), 'november 22.');
  assert.equal(hungarianFormat(withYear)?.format(new Date(date)), '2026. november 22.');
});

test('every month and day count agrees with Intl, with and without the year', () => {
  const dates = Array.from({length: 12 * 31}, (_, i) => Date.UTC(2026, Math.floor(i / 31), (i % 31) + 1));
  for (const options of [withYear, withoutYear]) {
    const intl = new Intl.DateTimeFormat('hu', options);
    assert.deepEqual(
      dates.map((date) => hungarianFormat(options)!.format(date)),
      dates.map((date) => intl.format(date)),
    );
  }
});

test('reads the date in UTC: a late evening west of Greenwich is already the next day', () => {
  assert.equal(hungarianFormat(withYear)?.format(new Date('2026-12-31T23:30:00-05:00')), '2027. január 1.');
});

test('declines every other shape, so the caller falls back to Intl', () => {
  for (const options of [
    {day: 'numeric', month: 'long', year: 'numeric'}, // no time zone
    {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Budapest'},
    {day: '2-digit', month: 'long', timeZone: 'UTC'},
    {day: 'numeric', month: 'short', timeZone: 'UTC'},
    {day: 'numeric', month: 'long', year: '2-digit', timeZone: 'UTC'},
    {day: 'numeric', month: 'long', timeZone: 'UTC', weekday: 'long'},
  ] as Intl.DateTimeFormatOptions[]) {
    assert.equal(hungarianFormat(options), undefined, JSON.stringify(options));
  }
});
