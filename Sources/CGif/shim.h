// giflib has no pkg-config file on Debian; its header lives in /usr/include.
#include <gif_lib.h>
