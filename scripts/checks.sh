#!/usr/bin/env bash
# The checks of `npm test` that read only the sources (types, lint, spelling, unit tests), two at a time: each is one
# Node process on one core, and CI has two. Each one's output is printed whole when it ends; any failure fails the lot.
set -euo pipefail
# Longest first, so the two lines end close together.
printf '%s\n' spellcheck lint typecheck test:unit |
  xargs -P 2 -I {} bash -c 'if out=$(npm run {} 2>&1); then printf "%s\n" "$out"; else printf "%s\n" "$out" >&2; echo "checks: npm run {} failed" >&2; exit 1; fi'
