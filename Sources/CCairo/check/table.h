// Expands items.h into a function that reports each item's numbers (see items.h); real.c and
// shim.c each include it once, naming the function with ITEMS_FUNCTION.
#include <stddef.h>
#include <string.h>

typedef void (*item_emit)(const char *what, const char *name, long long value);

#define SIGNED(T) ((T)-1 < (T)0)
void ITEMS_FUNCTION(item_emit emit) {
#define SCALAR(T) emit("sizeof", #T, sizeof(T)); emit("signed", #T, SIGNED(T));
#define POINTER(T) emit("sizeof", #T, sizeof(T));
#define STRUCT(T) emit("sizeof", #T, sizeof(T)); emit("alignof", #T, _Alignof(T));
#define FIELD(T, f) emit("offsetof", #T "." #f, offsetof(T, f)); emit("sizeof", #T "." #f, sizeof(((T *)0)->f));
#define BITFIELD(T, f) { T v; memset(&v, 0, sizeof v); v.f--; /* 0 - 1: all ones, however wide */ unsigned long long bits = 0; \
                         memcpy(&bits, &v, sizeof v < sizeof bits ? sizeof v : sizeof bits); emit("bits", #T "." #f, (long long)bits); }
#define ENUM(T) emit("sizeof", #T, sizeof(T)); emit("signed", #T, SIGNED(T));
#define VALUE(c) emit("value", #c, (long long)(c)); emit("sizeof", #c, sizeof(c)); emit("signed", #c, ((c) * 0 - 1) < 0);
#include "items.h"
}
