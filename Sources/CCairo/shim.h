// Cairo for drawing and PNG I/O, Pango (through PangoCairo) for text, and Pango's fontconfig
// font map so Flipbook can hand Pango a font configuration of its own.
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
