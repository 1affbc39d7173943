import assert from 'node:assert/strict';
import {test} from 'node:test';
import {chronological, emptyIncident, type IncidentEntry} from './incidentLogFormat';

const entry = (id: string, date = '', time = ''): IncidentEntry => ({...emptyIncident(), id, date, time, what: id});

test('the log reads as a timeline: by date and time, undated entries last, ties in the order written', () => {
  const written = [
    entry('nov22', '2026-11-22'),
    entry('undated'),
    entry('nov20-evening', '2026-11-20', '19:30'),
    entry('nov20-morning', '2026-11-20', '08:05'),
    entry('nov20-no-time', '2026-11-20'),
    entry('nov22-again', '2026-11-22'),
    entry('undated-later'),
  ];
  assert.deepEqual(
    chronological(written).map(({id}) => id),
    ['nov20-no-time', 'nov20-morning', 'nov20-evening', 'nov22', 'nov22-again', 'undated', 'undated-later'],
  );
  assert.deepEqual(written[0].id, 'nov22', 'the stored order is left alone');
});
