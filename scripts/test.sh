#!/usr/bin/env bash
# npm test: every check CI runs, in order, stopping at the first failure.
#   lint -> typecheck -> generated-files drift -> unit + integration (embedded PGlite)
#   -> integration on PostgreSQL (only when TEST_DATABASE_URL is set) -> browser tests (Playwright)
# The last line is always "N passed, N failed" (vitest + Playwright test counts; a failing
# lint/typecheck/drift step counts as one failure) so CI can read it.
set -uo pipefail
cd "$(dirname "$0")/.."

PG_URL="${TEST_DATABASE_URL:-}"
REPORTS="$(mktemp -d "${TMPDIR:-/tmp}/karaage-test-reports-XXXXXX")"
trap 'rm -rf "$REPORTS"' EXIT
PASSED=0
FAILED=0
START=$SECONDS

bold=""
reset=""
if [ -t 1 ]; then
  bold=$'\e[1m'
  reset=$'\e[0m'
fi

section() {
  SECTION_NAME="$1"
  SECTION_START=$SECONDS
  printf '\n%s==> %s%s\n' "$bold" "$1" "$reset"
}

summary() {
  printf '\n%s passed, %s failed\n' "$PASSED" "$FAILED"
}

fail() {
  printf '\n%sFAILED: %s%s (after %ss)\n' "$bold" "$SECTION_NAME" "$reset" "$((SECONDS - START))"
  [ -n "${1:-}" ] && printf '%s\n' "$1"
  summary
  exit 1
}

done_section() {
  printf -- '--- %s: ok (%ss)\n' "$SECTION_NAME" "$((SECONDS - SECTION_START))"
}

# Adds a JSON report's counts to the totals. Vitest: numPassedTests/numFailedTests (+ suites that
# failed to load). Playwright: expected + flaky pass, unexpected fail.
count() {
  local file="$1" counts
  [ -s "$file" ] || return 0
  counts="$(node -e '
    const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    if (r.stats) console.log(r.stats.expected + r.stats.flaky, r.stats.unexpected);
    else console.log(r.numPassedTests, r.numFailedTests + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0));
  ' "$file")" || return 0
  PASSED=$((PASSED + ${counts% *}))
  FAILED=$((FAILED + ${counts#* }))
}

section "Lint (biome check)"
npx --no-install biome check . || { FAILED=$((FAILED + 1)); fail "Fix with: npm run format, then npm run lint"; }
done_section

section "Typecheck (tsc --noEmit)"
npx --no-install tsc -p tsconfig.json --noEmit || { FAILED=$((FAILED + 1)); fail; }
done_section

section "Generated files are up to date (schema.graphql, client/src/gql)"
bash scripts/check-generated.sh || { FAILED=$((FAILED + 1)); fail; }
done_section

section "Every test file belongs to a test run"
# A *.test.ts outside the vitest projects' include patterns, or a *.spec.ts outside tests/e2e,
# would silently never run.
npx --no-install vitest list --filesOnly --json >"$REPORTS/vitest-files.json" &&
  git ls-files --cached --others --exclude-standard -- '*.test.ts' '*.test.tsx' '*.spec.ts' '*.spec.tsx' |
  node -e '
    const fs = require("node:fs"), path = require("node:path");
    const collected = new Set(JSON.parse(fs.readFileSync(process.argv[1], "utf8")).map((t) => path.relative(".", t.file)));
    const files = fs.readFileSync(0, "utf8").split("\n").filter(Boolean);
    const lost = files.filter((f) => /\.spec\.tsx?$/.test(f) ? !f.startsWith("tests/e2e/") : !collected.has(f));
    for (const f of lost) console.error(`not run by any test project: ${f}`);
    if (lost.length) process.exit(1);
    console.log(`${collected.size} vitest files in projects unit and integration; browser specs in tests/e2e`);
  ' "$REPORTS/vitest-files.json" ||
  { FAILED=$((FAILED + 1)); fail "Move the file, or add its folder to the projects in vitest.config.ts"; }
done_section

section "Unit and integration tests (embedded PGlite)"
env -u TEST_DATABASE_URL VITEST_JSON_REPORT="$REPORTS/vitest-embedded.json" npx --no-install vitest run
status=$?
count "$REPORTS/vitest-embedded.json"
[ $status -eq 0 ] || fail
done_section

if [ -n "$PG_URL" ]; then
  section "Integration tests (PostgreSQL at ${PG_URL%%\?*})"
  TEST_DATABASE_URL="$PG_URL" VITEST_JSON_REPORT="$REPORTS/vitest-postgres.json" \
    npx --no-install vitest run --project integration
  status=$?
  count "$REPORTS/vitest-postgres.json"
  [ $status -eq 0 ] || fail
  done_section
else
  printf '\n(skipping the PostgreSQL integration run: TEST_DATABASE_URL is not set)\n'
fi

section "Browser tests (Playwright, Chromium)"
if ! node tests/e2e/chromium.mjs; then
  FAILED=$((FAILED + 1))
  fail "No Chromium found. On Debian/Ubuntu: sudo apt-get install chromium fonts-noto-cjk
With internet access instead: npx playwright install chromium"
fi
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json" npx --no-install playwright test
status=$?
count "$REPORTS/playwright.json"
[ $status -eq 0 ] || fail
done_section

printf '\nAll checks passed in %ss\n' "$((SECONDS - START))"
summary
