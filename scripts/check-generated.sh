#!/usr/bin/env bash
# Fails when schema.graphql or the codegen output in client/src/gql differ from what the code generates,
# or when they are not committed. Both are committed so reviewers see API changes in diffs.
set -euo pipefail
cd "$(dirname "$0")/.."

GENERATED=(schema.graphql client/src/gql)
before="$(mktemp -d "${TMPDIR:-/tmp}/karaage-generated-XXXXXX")"
trap 'rm -rf "$before"' EXIT
for path in "${GENERATED[@]}"; do
  if [ -e "$path" ]; then
    mkdir -p "$before/$(dirname "$path")"
    cp -R "$path" "$before/$path"
  fi
done

echo "Regenerating schema.graphql (npm run schema:print)"
npm run --silent schema:print
echo "Regenerating client/src/gql (npm run codegen)"
npm run --silent codegen

drift=0
for path in "${GENERATED[@]}"; do
  if [ ! -e "$before/$path" ]; then
    echo "Missing before regeneration: $path" >&2
    drift=1
  elif ! diff -ru "$before/$path" "$path" >&2; then
    drift=1
  fi
done

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  untracked="$(git ls-files --others --exclude-standard -- "${GENERATED[@]}")"
  if [ -n "$untracked" ]; then
    printf 'Generated but not committed (a fresh clone would not have them):\n%s\n' "$untracked" >&2
    drift=1
  fi
fi

if [ "$drift" -ne 0 ]; then
  echo >&2
  echo "Generated files are out of date: the code generates something else than what is checked in." >&2
  echo "Run 'npm run schema:print && npm run codegen' and commit schema.graphql and client/src/gql." >&2
  exit 1
fi
echo "Generated files match the code."
