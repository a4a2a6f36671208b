#!/usr/bin/env bash
# npm test: every check CI runs, in order, stopping at the first failure.
#   lint (Biome, then the client's layers) beside typecheck -> generated-files drift -> unit + integration
#   (embedded PGlite; with TEST_DATABASE_URL set, only the engine's own files) -> integration on PostgreSQL (only when
#   TEST_DATABASE_URL is set) -> browser tests (Playwright, on the embedded database)
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

# Lint and typecheck at the same time: tsc keeps one core busy, Biome and then dependency-cruiser (the
# client's layers, decision 0055) the other. That core then builds what the browser tests serve (the
# client, the server bundle, the PGlite template and the demo photos; decision 0059) while tsc still
# runs, instead of in Playwright's webServer after everything else.
{
  { npx --no-install biome check . && npx --no-install depcruise client/src --output-type err-long; } \
    >"$REPORTS/lint.log" 2>&1
  echo $? >"$REPORTS/lint.status"
  # After a failed lint the run stops: no build left running behind it.
  if [ "$(cat "$REPORTS/lint.status")" -eq 0 ]; then
    { npm run --silent build -- --logLevel warn && node scripts/build-server.mjs --if-stale; } \
      >"$REPORTS/build.log" 2>&1
    echo $? >"$REPORTS/build.status"
  fi
} &
LINT_PID=$!

section "Typecheck (tsc --noEmit)"
npx --no-install tsc -p tsconfig.json --noEmit || { FAILED=$((FAILED + 1)); wait "$LINT_PID"; fail; }
done_section

section "Lint (biome check, then the client's layers; run beside the typecheck)"
until [ -s "$REPORTS/lint.status" ] || ! kill -0 "$LINT_PID" 2>/dev/null; do sleep 0.2; done
lint_status=$(cat "$REPORTS/lint.status" 2>/dev/null || echo 1)
cat "$REPORTS/lint.log"
[ $lint_status -eq 0 ] || { FAILED=$((FAILED + 1)); fail "Fix with: npm run format, then npm run lint (an import up the client's stack or across features: decision 0055)"; }
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

# The build started beside the typecheck is done before any test starts an app on dist/client.
section "Build for the browser tests (client, server bundle, PGlite template, demo photos; beside the typecheck)"
wait "$LINT_PID"
build_status=$(cat "$REPORTS/build.status" 2>/dev/null || echo 1)
cat "$REPORTS/build.log"
[ "$build_status" -eq 0 ] || { FAILED=$((FAILED + 1)); fail "npm run build or scripts/build-server.mjs failed"; }
done_section

# With PostgreSQL, every integration test runs on it below, and on the embedded database only the
# files where the engine itself matters (decision 0026): opening, migrating and seeding it, the job
# queue, concurrent and idempotent orders, outages, shutdown. The browser tests run on the embedded
# database as well. Without PostgreSQL (a newcomer's machine), everything runs on the embedded one.
EMBEDDED_ENGINE_TESTS=(
  tests/setup
  tests/integration/db
  tests/integration/jobs
  tests/integration/order/concurrency.test.ts
  tests/integration/order/idempotency.test.ts
  tests/integration/order/place-order.test.ts
  tests/integration/order/place-order-delivery.test.ts
  tests/integration/order/statement-budget.test.ts
  tests/integration/order/payment-expiry.test.ts
  tests/integration/auth/tokens.test.ts
  tests/integration/catalog/menu-cache.test.ts
  tests/integration/server/database-away.test.ts
  tests/integration/server/shutdown.test.ts
  tests/integration/server/websocket.test.ts
)
# Files that never use the test app's database: their PGlite cases and their PostgreSQL cases
# (scratch databases on SCRATCH_DATABASE_URL) are the same in both runs.
SCRATCH_ONLY_TESTS=(
  tests/integration/db/database.test.ts
  tests/integration/db/hot-queries-explain.test.ts
  tests/integration/db/migrations.test.ts
  tests/integration/db/seed.test.ts
)
if [ -n "$PG_URL" ]; then
  section "Unit tests, and the engine's integration tests on the embedded PGlite"
  env -u TEST_DATABASE_URL VITEST_JSON_REPORT="$REPORTS/vitest-unit.json" npx --no-install vitest run --project unit
  status=$?
  count "$REPORTS/vitest-unit.json"
  [ $status -eq 0 ] || fail
  env -u TEST_DATABASE_URL SCRATCH_DATABASE_URL="$PG_URL" VITEST_JSON_REPORT="$REPORTS/vitest-embedded.json" \
    npx --no-install vitest run --project integration "${EMBEDDED_ENGINE_TESTS[@]}"
  status=$?
  count "$REPORTS/vitest-embedded.json"
  [ $status -eq 0 ] || fail
  done_section
else
  section "Unit and integration tests (embedded PGlite)"
  env -u TEST_DATABASE_URL VITEST_JSON_REPORT="$REPORTS/vitest-embedded.json" npx --no-install vitest run
  status=$?
  count "$REPORTS/vitest-embedded.json"
  [ $status -eq 0 ] || fail
  done_section
fi

if [ -n "$PG_URL" ]; then
  section "Integration tests (PostgreSQL at ${PG_URL%%\?*})"
  # The database files that open their own PGlite and scratch PostgreSQL databases (scratch.ts)
  # ran against this PostgreSQL in the embedded run above (SCRATCH_DATABASE_URL): not twice.
  TEST_DATABASE_URL="$PG_URL" VITEST_JSON_REPORT="$REPORTS/vitest-postgres.json" \
    npx --no-install vitest run --project integration "${SCRATCH_ONLY_TESTS[@]/#/--exclude=}"
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
# Built above: serve-all.mjs only checks the server bundle's stamps.
E2E_SKIP_BUILD=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json" npx --no-install playwright test
status=$?
count "$REPORTS/playwright.json"
[ $status -eq 0 ] || fail
done_section

printf '\nAll checks passed in %ss\n' "$((SECONDS - START))"
summary
