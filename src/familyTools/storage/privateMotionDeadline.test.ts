import assert from 'node:assert/strict';
import {test} from 'node:test';
import {printedDate} from './printedDate';
import {privateMotionDeadline} from './privateMotionDeadline';

test('the 30th day after the day the offender became known, across months, years and a leap day', () => {
  assert.equal(privateMotionDeadline('2026-11-27'), '2026-12-27');
  assert.equal(privateMotionDeadline('2026-12-15'), '2027-01-14');
  assert.equal(privateMotionDeadline('2026-02-10'), '2026-03-12');
  assert.equal(privateMotionDeadline('2028-02-01'), '2028-03-02');
  assert.equal(privateMotionDeadline('2026-01-31'), '2026-03-02');
});

test('printed the Hungarian way', () => {
  assert.equal(printedDate(privateMotionDeadline('2026-11-27')!), '2026. december 27.');
});

test('no date, a half-typed or an impossible one gives no deadline', () => {
  for (const value of ['', '2026-11', '2026-02-30', 'holnap', '2026-13-01', ' 2026-11-27']) {
    assert.equal(privateMotionDeadline(value), null, value);
  }
});
