#!/usr/bin/env bash
# Proves CCairo's own declarations (text-types.h, text-functions.h) match the real headers of this
# machine's GLib, Pango, fontconfig, FreeType and HarfBuzz. Not part of the package: run it by hand
# after changing those files or moving to other library versions. Needs gcc, pkg-config,
# libpango1.0-dev and, for the third check, swift-synthesize-interface (Swift 6.1 or later).
#   1. layouts and values: items.h under the real headers and under shim.h, compared (real.c, shim.c)
#   2. prototypes: text-functions.h compiled after the real headers (prototypes.c)
#   3. Swift: the module Swift imports from shim.h against the one it imported from the real headers
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cflags="$(pkg-config --cflags pangocairo pangoft2 fontconfig freetype2 harfbuzz glib-2.0 gobject-2.0)"

# 1. The shim side gets no -I at all: what SwiftPM compiles it with.
gcc -std=gnu11 -Wall -Werror -c $cflags "$here/real.c" -o "$work/real.o"
gcc -std=gnu11 -Wall -Werror -c "$here/shim.c" -o "$work/shim.o"
gcc -std=gnu11 -Wall -Werror "$here/main.c" "$work/real.o" "$work/shim.o" -o "$work/compare"
"$work/compare"

# 2.
gcc -std=gnu11 -Wall -Werror -fsyntax-only $cflags "$here/prototypes.c"
echo "prototypes: all $(grep -c '^extern' "$here/../text-functions.h") compatible with the real headers"

# 3.
if command -v swift-synthesize-interface >/dev/null; then
    mkdir -p "$work/real"
    cp "$here/real.c" "$work/real/real.h"
    sed -i '/ITEMS_FUNCTION\|table.h/d' "$work/real/real.h"
    printf 'module CCairo [system] {\n    header "real.h"\n    export *\n}\n' > "$work/real/module.modulemap"
    xcc=(); for flag in $cflags; do xcc+=(-Xcc "$flag"); done
    target="$(uname -m)-unknown-linux-gnu"
    swift-synthesize-interface -module-name CCairo -I "$work/real" "${xcc[@]}" -target "$target" \
        -module-cache-path "$work/cache" -o "$work/real.swift"
    swift-synthesize-interface -module-name CCairo -I "$here/.." -target "$target" \
        -module-cache-path "$work/cache" -o "$work/ccairo.swift"
    python3 "$here/compare-interfaces.py" "$work/real.swift" "$work/ccairo.swift"
else
    echo "swift-synthesize-interface not found: Swift interface not compared" >&2
fi
