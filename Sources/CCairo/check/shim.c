// The items of items.h under CCairo's own declarations (compiled without any -I).
#include "../shim.h"
#define ITEMS_FUNCTION shim_items
#include "table.h"
