// Cairo for drawing, PNG I/O and PDF pages, Pango (through PangoCairo) for text, and Pango's fontconfig
// font map so Flipbook can hand Pango a font configuration of its own.
// GLib itself: its log writer (g_log_set_writer_func) takes the libraries' messages off stderr.
// The rest of the text stack (HarfBuzz, FreeType, fontconfig), only for its run-time versions
// (RendererFingerprint): frames are byte-identical only for one build of all five libraries.
//
// Cairo's headers need no -I. The text stack's headers do (only pkg-config knows the paths, and
// SwiftPM warns about the -pthread that comes with them), so what Flipbook uses of them is declared
// in text-types.h and text-functions.h instead, mirroring the Debian 12 headers; check/check.sh
// proves they match.
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include "text-types.h"
#include "text-functions.h"
