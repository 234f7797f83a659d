#!/usr/bin/env bash
# Proves shim.h's own declarations match this machine's librsvg and GLib headers. Not part of the
# package: run it by hand after editing shim.h or moving to other library versions. Needs gcc,
# pkg-config and librsvg2-dev.
#   1. prototypes: shim.h's extern lines compiled after the real headers (a mismatch is an error)
#   2. layouts and values: layouts.h printed under the real headers and under shim.h, compared
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cflags="$(pkg-config --cflags librsvg-2.0)"

# 1. Each declaration runs from its `extern` to the line ending in ';'.
{ echo '#include <librsvg/rsvg.h>'; sed -n '/^extern/,/;/p' "$here/../shim.h"; } > "$work/prototypes.c"
gcc -std=gnu11 -Wall -Werror -fsyntax-only $cflags "$work/prototypes.c"
echo "prototypes: all $(grep -c '^extern' "$here/../shim.h") compatible with the real headers"

# 2. The shim side gets no -I at all: what SwiftPM compiles it with.
printf '#include <librsvg/rsvg.h>\n#include "layouts.h"\nint main(void) { show_layouts(); return 0; }\n' > "$work/real.c"
printf '#include "../shim.h"\n#include "layouts.h"\nint main(void) { show_layouts(); return 0; }\n' > "$here/.shim-check.c"
gcc -std=gnu11 -Wall -Werror $cflags -I "$here" "$work/real.c" -o "$work/real"
gcc -std=gnu11 -Wall -Werror "$here/.shim-check.c" -o "$work/shim"; rm -f "$here/.shim-check.c"
"$work/real" > "$work/real.txt"; "$work/shim" > "$work/shim.txt"
diff "$work/real.txt" "$work/shim.txt"
echo "layouts and values: all $(wc -l < "$work/real.txt") equal"
