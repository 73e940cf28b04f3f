#!/usr/bin/env bash
# Lints what GitHub runs and this machine cannot: the CI workflow and the composite action,
# with yamllint (YAML itself) and check-jsonschema against the GitHub workflow and action
# schemas it ships (no network needed). actionlint would also check expressions, but its
# PyPI wrapper downloads a binary at install time, which this machine cannot.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v yamllint >/dev/null || ! command -v check-jsonschema >/dev/null; then
  # The Swift images have no pip, and Ubuntu's pip refuses system-wide installs (PEP 668).
  command -v pip >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-pip; }
  pip install -q yamllint check-jsonschema || pip install -q --break-system-packages yamllint check-jsonschema
fi
yamllint -d '{extends: default, rules: {line-length: {max: 120}, document-start: disable, truthy: {check-keys: false}}}' \
  .github/workflows action.yml
check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
check-jsonschema --builtin-schema vendor.github-actions action.yml
