// What Flipbook calls of librsvg (and GLib's GError, which librsvg reports through), declared here
// instead of including <librsvg/rsvg.h>: that header needs -I paths for GLib, GIO, gdk-pixbuf and
// Cairo that only pkg-config knows, and librsvg-2.0.pc's -pthread makes SwiftPM warn in every
// build of Flipbook and of every package depending on it (CCairo made the same choice).
//
// Every declaration mirrors the Debian 12 (bookworm) header cited beside it, librsvg2-dev 2.54.7
// and libglib2.0-dev 2.74.6, for x86_64 and other LP64 Linux targets. GLib's typedefs are spelled
// as their C types (gboolean is int, gsize unsigned long, guint8 unsigned char, GQuark uint32_t)
// so that this module defines none of the names CCairo defines too; the ABI is the same.
// check/check.sh compiles these prototypes after the real headers (a mismatch is a compile error)
// and compares the layouts of the structs and the values of the enum: run it after editing.
//
// Cairo's context is named by its struct tag only (incomplete here, as in <cairo/cairo.h>), so
// Swift sees an OpaquePointer, the same type CCairo's cairo_create returns.

#ifndef FLIPBOOK_CRSVG_SHIM_H
#define FLIPBOOK_CRSVG_SHIM_H

#include <stdint.h>

struct _cairo;

// glib-2.0/glib/gerror.h:43-50
typedef struct _GError GError;
struct _GError {
    uint32_t domain;   // GQuark (glib-2.0/glib/gquark.h:38: guint32)
    int code;          // gint
    char *message;     // gchar *
};

extern void g_error_free(GError *error);                                              // gerror.h:208

// librsvg-2.0/librsvg/rsvg.h:361 (opaque there too: a GObject)
typedef struct _RsvgHandle RsvgHandle;

// librsvg-2.0/librsvg/rsvg.h:365, rsvg.h:435-440 (struct _RsvgRectangle)
typedef struct _RsvgRectangle RsvgRectangle;
struct _RsvgRectangle {
    double x;
    double y;
    double width;
    double height;
};

// librsvg-2.0/librsvg/rsvg.h:805-815
typedef enum {
    RSVG_UNIT_PERCENT,
    RSVG_UNIT_PX,
    RSVG_UNIT_EM,
    RSVG_UNIT_EX,
    RSVG_UNIT_IN,
    RSVG_UNIT_CM,
    RSVG_UNIT_MM,
    RSVG_UNIT_PT,
    RSVG_UNIT_PC
} RsvgUnit;

// librsvg-2.0/librsvg/rsvg.h:834-837
typedef struct {
    double length;
    RsvgUnit unit;
} RsvgLength;

// A handle with no base URL and no flags (RSVG_HANDLE_FLAGS_NONE: libxml2's safety limits stay on):
// with no base URL librsvg loads no file an href names, only data: URLs.        rsvg.h:1142
extern RsvgHandle *rsvg_handle_new_from_data(const unsigned char *data, unsigned long data_len, GError **error);
extern void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);                              // rsvg.h:503
extern void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle,                          // rsvg.h:898-904
                                                 int *out_has_width, RsvgLength *out_width,
                                                 int *out_has_height, RsvgLength *out_height,
                                                 int *out_has_viewbox, RsvgRectangle *out_viewbox);
extern int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle,                       // rsvg.h:969-971
                                                    double *out_width, double *out_height);
extern int rsvg_handle_render_document(RsvgHandle *handle, struct _cairo *cr,                 // rsvg-cairo.h:181-184
                                       const RsvgRectangle *viewport, GError **error);

#endif
