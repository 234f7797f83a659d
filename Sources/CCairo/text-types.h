// The types, enums and constants of GLib, GObject, Pango, PangoCairo, fontconfig and FreeType that
// Flipbook's Swift code uses, declared here instead of including those libraries' headers.
//
// Why: their headers need -I paths only pkg-config gives (/usr/include/pango-1.0, glib-2.0, …), and
// reading pangocairo.pc makes SwiftPM print "warning: prohibited flag(s): -pthread" (from
// gmodule-no-export-2.0.pc) in every build of Flipbook and of every package depending on it.
// Cairo's own headers need no -I and stay included (shim.h).
//
// Every declaration mirrors, exactly, the header cited beside it, as shipped in Debian 12 (bookworm)
// for x86_64 and other LP64 Linux targets:
//   libglib2.0-dev 2.74.6   libpango1.0-dev 1.50.12   libfontconfig-dev 2.14.1
//   libfreetype-dev 2.12.1   libharfbuzz-dev 6.0.0      libcairo2-dev 1.16.0
// A wrong size, field order or enum value here is memory corruption, not a compile error:
// Sources/CCairo/check/check.sh compares every layout, value and prototype with the real headers.
// Run it after changing this file, and after moving to another distribution or library version.
//
// To use another C function or type: copy its declaration from the header (cite it), add a line
// for it to check/items.h if it is a struct, enum or constant, and run check/check.sh.
//
// Pointers to things the Swift code never looks into are left incomplete (opaque) even where the
// real header defines the struct: a pointer is a pointer, so the layout is the same.

#ifndef FLIPBOOK_CCAIRO_TEXT_TYPES_H
#define FLIPBOOK_CCAIRO_TEXT_TYPES_H

// MARK: GLib basic types (glib-2.0/glib/gtypes.h; lib/x86_64-linux-gnu/glib-2.0/include/glibconfig.h)

typedef char gchar;                     // gtypes.h:48
typedef int gint;                       // gtypes.h:51
typedef gint gboolean;                  // gtypes.h:52
typedef unsigned char guchar;           // gtypes.h:54
typedef unsigned long gulong;           // gtypes.h:56
typedef unsigned int guint;             // gtypes.h:57
typedef void *gpointer;                 // gtypes.h:105
typedef const void *gconstpointer;      // gtypes.h:106
typedef unsigned char guint8;           // glibconfig.h:43
typedef unsigned short guint16;         // glibconfig.h:46
typedef signed int gint32;              // glibconfig.h:53
typedef unsigned int guint32;           // glibconfig.h:54
typedef signed long gssize;             // glibconfig.h:79
typedef unsigned long gsize;            // glibconfig.h:80

typedef void (*GDestroyNotify)(gpointer data);  // gtypes.h:136

// glib-2.0/glib/gslist.h:39-45
typedef struct _GSList GSList;
struct _GSList {
    gpointer data;
    GSList *next;
};

// glib-2.0/glib/gdataset.h:38 (opaque there too)
typedef struct _GData GData;

// MARK: GLib messages (glib-2.0/glib/gmessages.h)

// gmessages.h:55-70. G_LOG_LEVEL_MASK is negative, so the enum's type is int.
typedef enum {
    G_LOG_FLAG_RECURSION = 1 << 0,
    G_LOG_FLAG_FATAL = 1 << 1,
    G_LOG_LEVEL_ERROR = 1 << 2,
    G_LOG_LEVEL_CRITICAL = 1 << 3,
    G_LOG_LEVEL_WARNING = 1 << 4,
    G_LOG_LEVEL_MESSAGE = 1 << 5,
    G_LOG_LEVEL_INFO = 1 << 6,
    G_LOG_LEVEL_DEBUG = 1 << 7,
    G_LOG_LEVEL_MASK = ~(G_LOG_FLAG_RECURSION | G_LOG_FLAG_FATAL)
} GLogLevelFlags;

// gmessages.h:136-140
typedef enum {
    G_LOG_WRITER_HANDLED = 1,
    G_LOG_WRITER_UNHANDLED = 0,
} GLogWriterOutput;

// gmessages.h:158-164
typedef struct _GLogField GLogField;
struct _GLogField {
    const gchar *key;
    gconstpointer value;
    gssize length;
};

// gmessages.h:197-200
typedef GLogWriterOutput (*GLogWriterFunc)(GLogLevelFlags log_level, const GLogField *fields,
                                           gsize n_fields, gpointer user_data);

// MARK: GLib checksums (glib-2.0/glib/gchecksum.h)

// gchecksum.h:49-55
typedef enum {
    G_CHECKSUM_MD5,
    G_CHECKSUM_SHA1,
    G_CHECKSUM_SHA256,
    G_CHECKSUM_SHA512,
    G_CHECKSUM_SHA384
} GChecksumType;

typedef struct _GChecksum GChecksum;    // gchecksum.h:67 (opaque there too)

// MARK: GObject (glib-2.0/gobject/gtype.h, gobject.h)

typedef gsize GType;                                // gtype.h:402 (C, where size_t is as wide as long)
typedef struct _GTypeClass GTypeClass;              // gtype.h:409
typedef struct _GTypeInstance GTypeInstance;        // gtype.h:411
struct _GTypeClass {                                // gtype.h:426-430
    GType g_type;
};
struct _GTypeInstance {                             // gtype.h:436-440
    GTypeClass *g_class;
};

typedef struct _GObject GObject;                    // gobject.h:192
struct _GObject {                                   // gobject.h:267-274
    GTypeInstance g_type_instance;
    guint ref_count;
    GData *qdata;
};

// MARK: Pango (pango-1.0/pango/*.h)

#define PANGO_SCALE 1024                                        // pango-types.h:96

typedef guint32 PangoGlyph;                                     // pango-types.h:54
typedef gint32 PangoGlyphUnit;                                  // pango-glyph.h:52
#define PANGO_GLYPH_EMPTY ((PangoGlyph)0x0FFFFFFF)              // pango-font.h:680
#define PANGO_GLYPH_UNKNOWN_FLAG ((PangoGlyph)0x10000000)       // pango-font.h:682

// Opaque here; pango-engine.h defines them (deprecated engines, never read by Flipbook).
typedef struct _PangoEngineLang PangoEngineLang;                // pango-types.h:35
typedef struct _PangoEngineShape PangoEngineShape;              // pango-types.h:36
typedef struct _PangoFont PangoFont;                            // pango-types.h:39
typedef struct _PangoFontMap PangoFontMap;                      // pango-types.h:40
typedef struct _PangoRectangle PangoRectangle;                  // pango-types.h:42
typedef struct _PangoContext PangoContext;                      // pango-types.h:44 (opaque there too)
typedef struct _PangoLanguage PangoLanguage;                    // pango-types.h:46 (opaque there too)
typedef struct _PangoMatrix PangoMatrix;                        // pango-matrix.h:30
typedef struct _PangoFontDescription PangoFontDescription;      // pango-font.h:43 (opaque there too)
typedef struct _PangoAttribute PangoAttribute;                  // pango-attributes.h:32
typedef struct _PangoAttrClass PangoAttrClass;                  // pango-attributes.h:33 (defined there; opaque here)
typedef struct _PangoAttrList PangoAttrList;                    // pango-attributes.h:634 (opaque there too)
typedef struct _PangoAnalysis PangoAnalysis;                    // pango-item.h:30
typedef struct _PangoItem PangoItem;                            // pango-item.h:31
typedef struct _PangoGlyphGeometry PangoGlyphGeometry;          // pango-glyph.h:31
typedef struct _PangoGlyphVisAttr PangoGlyphVisAttr;            // pango-glyph.h:32
typedef struct _PangoGlyphInfo PangoGlyphInfo;                  // pango-glyph.h:33
typedef struct _PangoGlyphString PangoGlyphString;              // pango-glyph.h:34
typedef struct _PangoGlyphItem PangoGlyphItem;                  // pango-glyph-item.h:50
typedef struct _PangoLayout PangoLayout;                        // pango-layout.h:32 (opaque there too)
typedef PangoGlyphItem PangoLayoutRun;                          // pango-layout.h:44
typedef struct _PangoLayoutIter PangoLayoutIter;                // pango-layout.h:478 (opaque there too)
typedef struct _PangoCairoFont PangoCairoFont;                  // pangocairo.h:41 (opaque there too)
typedef struct _PangoFcFontMap PangoFcFontMap;                  // pangofc-fontmap.h:48 (opaque there too)

struct _PangoRectangle {                                        // pango-types.h:169-175
    int x;
    int y;
    int width;
    int height;
};

struct _PangoMatrix {                                           // pango-matrix.h:53-61
    double xx;
    double xy;
    double yx;
    double yy;
    double x0;
    double y0;
};

struct _PangoFont {                                             // pango-font.h:556-559
    GObject parent_instance;
};

struct _PangoFontMap {                                          // pango-fontmap.h:49-52
    GObject parent_instance;
};

struct _PangoAttribute {                                        // pango-attributes.h:306-311
    const PangoAttrClass *klass;
    guint start_index;
    guint end_index;
};

struct _PangoAnalysis {                                         // pango-item.h:77-96 (not __GI_SCANNER__)
    PangoEngineShape *shape_engine;
    PangoEngineLang *lang_engine;
    PangoFont *font;
    guint8 level;
    guint8 gravity;
    guint8 flags;
    guint8 script;
    PangoLanguage *language;
    GSList *extra_attrs;
};

struct _PangoItem {                                             // pango-item.h:111-117
    int offset;
    int length;
    int num_chars;
    PangoAnalysis analysis;
};

struct _PangoGlyphGeometry {                                    // pango-glyph.h:78-83
    PangoGlyphUnit width;
    PangoGlyphUnit x_offset;
    PangoGlyphUnit y_offset;
};

struct _PangoGlyphVisAttr {                                     // pango-glyph.h:103-107
    guint is_cluster_start : 1;
    guint is_color : 1;
};

struct _PangoGlyphInfo {                                        // pango-glyph.h:120-125
    PangoGlyph glyph;
    PangoGlyphGeometry geometry;
    PangoGlyphVisAttr attr;
};

struct _PangoGlyphString {                                      // pango-glyph.h:140-148
    int num_glyphs;
    PangoGlyphInfo *glyphs;
    int *log_clusters;
    int space;
};

struct _PangoGlyphItem {                                        // pango-glyph-item.h:52-59
    PangoItem *item;
    PangoGlyphString *glyphs;
    int y_offset;
    int start_x_offset;
    int end_x_offset;
};

typedef enum {                                                  // pango-font.h:130-143
    PANGO_WEIGHT_THIN = 100,
    PANGO_WEIGHT_ULTRALIGHT = 200,
    PANGO_WEIGHT_LIGHT = 300,
    PANGO_WEIGHT_SEMILIGHT = 350,
    PANGO_WEIGHT_BOOK = 380,
    PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_MEDIUM = 500,
    PANGO_WEIGHT_SEMIBOLD = 600,
    PANGO_WEIGHT_BOLD = 700,
    PANGO_WEIGHT_ULTRABOLD = 800,
    PANGO_WEIGHT_HEAVY = 900,
    PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;

typedef enum {                                                  // pango-font.h:74-78
    PANGO_STYLE_NORMAL,
    PANGO_STYLE_OBLIQUE,
    PANGO_STYLE_ITALIC
} PangoStyle;

typedef enum {                                                  // pango-font.h:160-170
    PANGO_STRETCH_ULTRA_CONDENSED,
    PANGO_STRETCH_EXTRA_CONDENSED,
    PANGO_STRETCH_CONDENSED,
    PANGO_STRETCH_SEMI_CONDENSED,
    PANGO_STRETCH_NORMAL,
    PANGO_STRETCH_SEMI_EXPANDED,
    PANGO_STRETCH_EXPANDED,
    PANGO_STRETCH_EXTRA_EXPANDED,
    PANGO_STRETCH_ULTRA_EXPANDED
} PangoStretch;

typedef enum {                                                  // pango-direction.h:60-68
    PANGO_DIRECTION_LTR,
    PANGO_DIRECTION_RTL,
    PANGO_DIRECTION_TTB_LTR,
    PANGO_DIRECTION_TTB_RTL,
    PANGO_DIRECTION_WEAK_LTR,
    PANGO_DIRECTION_WEAK_RTL,
    PANGO_DIRECTION_NEUTRAL
} PangoDirection;

typedef enum {                                                  // pango-layout.h:61-65
    PANGO_ALIGN_LEFT,
    PANGO_ALIGN_CENTER,
    PANGO_ALIGN_RIGHT
} PangoAlignment;

typedef enum {                                                  // pango-layout.h:82-86
    PANGO_WRAP_WORD,
    PANGO_WRAP_CHAR,
    PANGO_WRAP_WORD_CHAR
} PangoWrapMode;

typedef enum {                                                  // pango-layout.h:102-107
    PANGO_ELLIPSIZE_NONE,
    PANGO_ELLIPSIZE_START,
    PANGO_ELLIPSIZE_MIDDLE,
    PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;

// MARK: fontconfig (fontconfig/fontconfig.h)

typedef unsigned char FcChar8;                                  // fontconfig.h:43
typedef int FcBool;                                             // fontconfig.h:46
#define FcTrue 1                                                // fontconfig.h:76

typedef enum _FcResult {                                        // fontconfig.h:240-243
    FcResultMatch, FcResultNoMatch, FcResultTypeMismatch, FcResultNoId,
    FcResultOutOfMemory
} FcResult;

typedef struct _FcPattern FcPattern;                            // fontconfig.h:251 (opaque there too)

typedef struct _FcFontSet {                                     // fontconfig.h:277-281
    int nfont;
    int sfont;
    FcPattern **fonts;
} FcFontSet;

typedef enum _FcMatchKind {                                     // fontconfig.h:289-293
    FcMatchPattern, FcMatchFont, FcMatchScan,
    FcMatchKindEnd,
    FcMatchKindBegin = FcMatchPattern
} FcMatchKind;

typedef enum _FcSetName {                                       // fontconfig.h:302-305
    FcSetSystem = 0,
    FcSetApplication = 1
} FcSetName;

typedef struct _FcConfig FcConfig;                              // fontconfig.h:325 (opaque there too)

// MARK: FreeType (freetype2/freetype/fttypes.h, freetype.h)

typedef signed int FT_Int;                                      // fttypes.h:220
typedef int FT_Error;                                           // fttypes.h:299
typedef struct FT_LibraryRec_ *FT_Library;                      // freetype.h:435 (opaque there too)

#endif
