#!/bin/sh
# Regenerates the man page and the shell completion scripts from the command definitions:
#   share/man/man1/ustr.1         (swift-argument-parser's generate-manual plugin)
#   share/completions/ustr.bash, _ustr (zsh), ustr.fish   (ustr --generate-completion-script)
# Run it after changing a command, an option or a help text; ManualAndCompletionTests fail until
# the committed files match the commands.
set -eu
cd "$(dirname "$0")/.."
mkdir -p share/man/man1 share/completions
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift package --allow-writing-to-directory "$out" generate-manual --configuration debug \
  --date "$(git log -1 --format=%cs 2>/dev/null || date +%F)" --output-directory "$out" >&2
cp "$out/ustr.1" share/man/man1/ustr.1
swift build --product ustr >&2
ustr=$(swift build --show-bin-path)/ustr
"$ustr" --generate-completion-script bash > share/completions/ustr.bash
"$ustr" --generate-completion-script zsh > share/completions/_ustr
"$ustr" --generate-completion-script fish > share/completions/ustr.fish
echo "wrote share/man/man1/ustr.1 and share/completions/{ustr.bash,_ustr,ustr.fish}" >&2
