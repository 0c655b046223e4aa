#!/usr/bin/env bash
# Runs the server tests and the security suites against a throwaway PostgreSQL (scripts/with-pg.sh: Debian's
# package, always stopped and removed afterwards). Usage: bash scripts/test-pg.sh [test paths or jest options]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Paths or options first: a path after --selectProjects would read as another project name.
exec bash "${ROOT}/scripts/with-pg.sh" npx jest "$@" --selectProjects server security
