// Compiles CCairo's prototypes (text-functions.h) after the real Debian 12 headers: C makes any
// prototype that is not compatible with the real one an error ("conflicting types"). Only compiled.
#include <glib.h>
#include <glib-object.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include "../text-functions.h"
