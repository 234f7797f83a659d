// Every size, offset and value shim.h restates, printed one a line; compiled once under the real
// headers and once under shim.h (check.sh), and the two outputs compared.
#include <stddef.h>
#include <stdio.h>
#define SHOW(expression) printf("%s = %ld\n", #expression, (long)(expression))
static void show_layouts(void) {
    SHOW(sizeof(GError)); SHOW(offsetof(GError, domain)); SHOW(offsetof(GError, code)); SHOW(offsetof(GError, message));
    SHOW(sizeof(((GError *)0)->domain));
    SHOW(sizeof(RsvgRectangle)); SHOW(offsetof(RsvgRectangle, x)); SHOW(offsetof(RsvgRectangle, y));
    SHOW(offsetof(RsvgRectangle, width)); SHOW(offsetof(RsvgRectangle, height));
    SHOW(sizeof(RsvgLength)); SHOW(offsetof(RsvgLength, length)); SHOW(offsetof(RsvgLength, unit));
    SHOW(sizeof(RsvgUnit));
    SHOW(RSVG_UNIT_PERCENT); SHOW(RSVG_UNIT_PX); SHOW(RSVG_UNIT_EM); SHOW(RSVG_UNIT_EX); SHOW(RSVG_UNIT_IN);
    SHOW(RSVG_UNIT_CM); SHOW(RSVG_UNIT_MM); SHOW(RSVG_UNIT_PT); SHOW(RSVG_UNIT_PC);
}
