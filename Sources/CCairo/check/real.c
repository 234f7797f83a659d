// The items of items.h under the real Debian 12 headers (compiled with pkg-config's -I paths).
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <glib.h>
#include <glib-object.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#define ITEMS_FUNCTION real_items
#include "table.h"
