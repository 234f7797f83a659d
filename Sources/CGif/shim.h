// Umbrella for giflib. Kept separate from the module map so a later need (a static inline
// helper, a version check) has one obvious place to go.
#ifndef FLIPBOOK_CGIF_SHIM_H
#define FLIPBOOK_CGIF_SHIM_H

#include <gif_lib.h>

#if GIFLIB_MAJOR < 5 || (GIFLIB_MAJOR == 5 && GIFLIB_MINOR < 1)
#error "Flipbook needs giflib >= 5.1 (EGifCloseFile/DGifCloseFile with error codes); install libgif-dev"
#endif

#endif
