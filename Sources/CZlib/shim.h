// zlib (zlib1g-dev, already required by libcairo2-dev through libpng-dev) for PNG's deflate and CRC.
#include <zlib.h>
