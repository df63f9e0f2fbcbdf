#!/bin/sh
# Writes SourceCommit.swift for `teller --version`: the commit of the git
# checkout at $1 (its HEAD, with the committer's date in UTC), or nil when
# $1 is not the top of a git checkout or git is missing. The file is
# rewritten only when it changes, so a build whose commit is the same
# compiles nothing again. Run by the SourceCommit build-tool plugin.
set -eu
root=$1
output=$2

value=nil
git_in_root() { git -c safe.directory="$root" -C "$root" "$@" 2>/dev/null; }
top=$(git_in_root rev-parse --show-toplevel) || top=
if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$root" && pwd -P)" ]; then
  line=$(TZ=UTC0 git_in_root show -s --format='%H %cd' --date=format-local:%Y-%m-%d HEAD) ||
    line=
  hash=${line%% *}
  date=${line#* }
  case "$hash $date" in
    *[!0-9a-f\ -]*) ;;
    ????????????????????????????????????????\ ????-??-??)
      value="SourceCommit(hash: \"$hash\", date: \"$date\")"
      ;;
  esac
fi

temporary="$output.new"
cat >"$temporary" <<SWIFT
// Made at build time by Plugins/SourceCommit from the checkout's HEAD.
import TellerCommands

/// The commit this build was made from, or nil for a build outside a git
/// checkout.
let sourceCommit: SourceCommit? = $value
SWIFT
if cmp -s "$temporary" "$output"; then
  rm -f "$temporary"
else
  mv "$temporary" "$output"
fi
