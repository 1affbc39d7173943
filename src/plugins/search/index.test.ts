import assert from 'node:assert/strict';
import {test} from 'node:test';
import {stableJson} from './index';

test('the configuration hashed for the index name is the same text whatever its keys’ order', () => {
  assert.equal(
    stableJson({b: 1, a: {d: [2, {f: 1, e: 0}], c: 3}}),
    stableJson({a: {c: 3, d: [2, {e: 0, f: 1}]}, b: 1}),
  );
  assert.notEqual(stableJson({a: {c: 3}}), stableJson({a: {c: 4}}));
  assert.equal(stableJson({a: () => 1, b: 'x'}), '{"b":"x"}');
});
