// Cairo for drawing, PNG I/O and PDF pages, Pango (through PangoCairo) for text, and Pango's fontconfig
// font map so Flipbook can hand Pango a font configuration of its own.
// GLib itself: its log writer (g_log_set_writer_func) takes the libraries' messages off stderr.
#include <glib.h>
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
// The rest of the text stack, only for its run-time versions (RendererFingerprint): frames are
// byte-identical only for one build of all five libraries.
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
