// The C functions of GLib, GObject, Pango, PangoCairo, PangoFT2, fontconfig, FreeType and HarfBuzz
// that Flipbook's Swift code calls, each copied from the Debian 12 header cited beside it (see
// text-types.h for why, and for the versions). Types come from text-types.h and <cairo/cairo.h>.
//
// This file names types only by their typedefs and defines none, so check/check.sh can compile it
// after the real headers: a prototype that differs from the real one is then a compile error.
// (Attributes such as G_GNUC_CONST, G_GNUC_PURE and visibility are left out: they change no ABI.)

#ifndef FLIPBOOK_CCAIRO_TEXT_FUNCTIONS_H
#define FLIPBOOK_CCAIRO_TEXT_FUNCTIONS_H

// MARK: GLib (glib-2.0/glib/gmessages.h, gchecksum.h)

extern void g_log_set_writer_func(GLogWriterFunc func, gpointer user_data,
                                  GDestroyNotify user_data_free);                       // gmessages.h:217
extern GLogWriterOutput g_log_writer_default(GLogLevelFlags log_level, const GLogField *fields,
                                             gsize n_fields, gpointer user_data);       // gmessages.h:243

extern GChecksum *g_checksum_new(GChecksumType checksum_type);                          // gchecksum.h:73
extern void g_checksum_free(GChecksum *checksum);                                       // gchecksum.h:79
extern void g_checksum_update(GChecksum *checksum, const guchar *data, gssize length);  // gchecksum.h:81
extern const gchar *g_checksum_get_string(GChecksum *checksum);                         // gchecksum.h:85

// MARK: GObject (glib-2.0/gobject/gobject.h)

extern void g_object_unref(gpointer object);                                            // gobject.h:530

// MARK: Pango (pango-1.0/pango/*.h)

extern const char *pango_version_string(void);                                          // pango-utils.h:177

// pango-attributes.h
extern PangoAttribute *pango_attr_family_new(const char *family);                       // :521
extern PangoAttribute *pango_attr_foreground_new(guint16 red, guint16 green, guint16 blue); // :523
extern PangoAttribute *pango_attr_size_new_absolute(int size);                          // :533
extern PangoAttribute *pango_attr_weight_new(PangoWeight weight);                       // :537
extern PangoAttribute *pango_attr_style_new(PangoStyle style);                          // :535
extern PangoAttribute *pango_attr_stretch_new(PangoStretch stretch);                    // :541
extern PangoAttribute *pango_attr_font_features_new(const char *features);              // :583
extern PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);               // :568
extern PangoAttribute *pango_attr_foreground_alpha_new(guint16 alpha);                  // :585
extern PangoAttrList *pango_attr_list_new(void);                                        // :671
extern void pango_attr_list_unref(PangoAttrList *list);                                 // :675
extern void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);          // :679

// pango-font.h
extern PangoFontDescription *pango_font_description_new(void);                          // :250
extern void pango_font_description_free(PangoFontDescription *desc);                    // :261
extern void pango_font_description_set_family(PangoFontDescription *desc, const char *family); // :267
extern const char *pango_font_description_get_family(const PangoFontDescription *desc); // :273
extern void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style); // :275
extern void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight); // :285
extern void pango_font_description_set_stretch(PangoFontDescription *desc, PangoStretch stretch); // :290
extern void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size); // :300
extern PangoFontDescription *pango_font_describe(PangoFont *font);                      // :592

// pango-fontmap.h
extern PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);              // :104
extern PangoFont *pango_font_map_load_font(PangoFontMap *fontmap, PangoContext *context,
                                           const PangoFontDescription *desc);           // :106

// pango-context.h
extern const PangoMatrix *pango_context_get_matrix(PangoContext *context);              // :106

// pango-layout.h
extern PangoLayout *pango_layout_new(PangoContext *context);                            // :150
extern void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);     // :158
extern PangoAttrList *pango_layout_get_attributes(PangoLayout *layout);                 // :161
extern void pango_layout_set_text(PangoLayout *layout, const char *text, int length);   // :164
extern void pango_layout_set_font_description(PangoLayout *layout,
                                              const PangoFontDescription *desc);        // :186
extern void pango_layout_set_width(PangoLayout *layout, int width);                     // :193
extern void pango_layout_set_height(PangoLayout *layout, int height);                   // :198
extern void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);             // :203
extern void pango_layout_set_justify(PangoLayout *layout, gboolean justify);            // :225
extern void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);  // :240
extern void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize); // :258
extern PangoDirection pango_layout_get_direction(PangoLayout *layout, int index);       // :269
extern void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect,
                                     PangoRectangle *logical_rect);                     // :323
extern int pango_layout_get_baseline(PangoLayout *layout);                              // :339
extern int pango_layout_get_line_count(PangoLayout *layout);                            // :342
extern PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);                     // :486
extern void pango_layout_iter_free(PangoLayoutIter *iter);                              // :490
extern PangoLayoutRun *pango_layout_iter_get_run_readonly(PangoLayoutIter *iter);       // :497
extern gboolean pango_layout_iter_next_run(PangoLayoutIter *iter);                      // :512
extern gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);                     // :514
extern void pango_layout_iter_get_run_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect,
                                              PangoRectangle *logical_rect);            // :524
extern void pango_layout_iter_get_line_yrange(PangoLayoutIter *iter, int *y0_, int *y1_); // :535
extern int pango_layout_iter_get_baseline(PangoLayoutIter *iter);                       // :543

// pangocairo.h (libpangocairo-1.0)
extern PangoFontMap *pango_cairo_font_map_new(void);                                    // :106
extern cairo_scaled_font_t *pango_cairo_font_get_scaled_font(PangoCairoFont *font);     // :133
extern void pango_cairo_update_context(cairo_t *cr, PangoContext *context);             // :138
extern void pango_cairo_context_set_font_options(PangoContext *context,
                                                 const cairo_font_options_t *options);  // :142
extern void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);                  // :187

// pangofc-fontmap.h (libpangoft2-1.0)
extern void pango_fc_font_map_set_config(PangoFcFontMap *fcfontmap, FcConfig *fcconfig); // :64

// MARK: fontconfig (fontconfig/fontconfig.h)

extern FcConfig *FcConfigCreate(void);                                                  // :405
extern void FcConfigDestroy(FcConfig *config);                                          // :411
extern FcBool FcConfigBuildFonts(FcConfig *config);                                     // :423
extern FcFontSet *FcConfigGetFonts(FcConfig *config, FcSetName set);                    // :450
extern FcBool FcConfigAppFontAddFile(FcConfig *config, const FcChar8 *file);            // :454
extern FcBool FcConfigSubstitute(FcConfig *config, FcPattern *p, FcMatchKind kind);     // :471
extern void FcDefaultSubstitute(FcPattern *pattern);                                    // :582
extern int FcGetVersion(void);                                                          // :654
extern FcPattern *FcFontMatch(FcConfig *config, FcPattern *p, FcResult *result);        // :774
extern FcPattern *FcPatternCreate(void);                                                // :856
extern void FcPatternDestroy(FcPattern *p);                                             // :877
extern FcBool FcPatternAddInteger(FcPattern *p, const char *object, int i);             // :910
extern FcBool FcPatternAddString(FcPattern *p, const char *object, const FcChar8 *s);   // :916
extern FcResult FcPatternGetInteger(const FcPattern *p, const char *object, int n, int *i); // :934
extern FcResult FcPatternGetString(const FcPattern *p, const char *object, int n, FcChar8 **s); // :940
extern int FcWeightFromOpenType(int ot_weight);                                         // :1010
extern int FcWeightToOpenType(int fc_weight);                                           // :1016
extern FcBool FcConfigParseAndLoad(FcConfig *config, const FcChar8 *file, FcBool complain); // :1130

// MARK: FreeType (freetype2/freetype/freetype.h)

extern FT_Error FT_Init_FreeType(FT_Library *alibrary);                                 // :2129
extern FT_Error FT_Done_FreeType(FT_Library library);                                   // :2149
extern void FT_Library_Version(FT_Library library, FT_Int *amajor, FT_Int *aminor,
                               FT_Int *apatch);                                         // :4981

// MARK: HarfBuzz (harfbuzz/hb-version.h)

extern const char *hb_version_string(void);                                             // :85

#endif
